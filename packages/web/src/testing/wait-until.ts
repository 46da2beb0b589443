import { vi } from 'vitest';

/**
 * How long a test waits for the page to get somewhere. Vitest's own default (1 s) is shorter than
 * a page's answer can take while four test projects share CI's 2 cores; a page that never gets
 * there still fails, only later.
 */
export const WAIT_MS = 5_000;

/** `vi.waitFor` with the suite's patience: retries `check` until it passes (fake timers or not). */
export function waitUntil<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: WAIT_MS, interval: 50 });
}
