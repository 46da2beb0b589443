import { join } from 'node:path';

/** Debian's Chromium: the one browser the journeys use (playwright.config.ts launches it). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
