import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { App } from '../app/app';
import { forgetSession } from '../auth/session-store';

/**
 * The whole console on one page of a test: rendered at a path, waited on, and torn down. The
 * admin API is each test's own fetch stub.
 */

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Renders the console at `path` (under /console/). */
export function openConsoleAt(path: string): void {
  window.history.pushState({}, '', `/console${path}`);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(<App />);
  });
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export function closeConsole(): void {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  vi.unstubAllGlobals();
}

/** Waits, 20 ms at a time, until `check` holds; `attempts` times at most. */
export async function waitFor(check: () => boolean, what: string, attempts = 150): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}; the page shows: ${document.body.textContent}`);
}

/** Lets asynchronous checks (refine's access control) answer before asserting that something is absent. */
export async function settle(ms = 300): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** One JSON answer of the stubbed admin API. */
export const jsonAnswer = (status: number, body: unknown): Promise<Response> => Promise.resolve(new Response(JSON.stringify(body), { status }));
