import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Debian's Chromium: the one browser the journeys use (playwright.config.ts launches it). Where
 * Debian's headless shell is installed too (package chromium-headless-shell, built from the same
 * source and version), the journeys run in it: it is the build Playwright itself uses for headless
 * runs, with no browser window behind the page, and it spent about a tenth less CPU on the same
 * journeys (docs/ci-timings.md). CI installs both; `/usr/bin/chromium` alone is enough.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/**
 * The full build, for what the headless shell leaves out: it has no notifications (their permission
 * is always denied and a service worker's shown notifications are dropped), so the Web Push
 * journeys run in this one (CI installs it).
 */
export const FULL_CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : CHROMIUM;
/** Flags that keep Debian's Chromium off a closed network (STACK-NOTES 6); Playwright adds --headless. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Where the journeys' named screenshots go, and Playwright's traces and screenshots of failures. */
export const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
