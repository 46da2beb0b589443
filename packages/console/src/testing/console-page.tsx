import { App } from '../app/app';
import { mountInBody, unmountAll } from './test-root';

/**
 * The whole console on one page of a test: rendered at a path, waited on, and torn down. The
 * admin API is each test's own fetch stub.
 */

// A page's test imports its waiting and answers from here too: one import for the whole page.
export { jsonAnswer, settle, waitFor } from './test-env';

/** Renders the console at `path` (under /console/). */
export function openConsoleAt(path: string): void {
  window.history.pushState({}, '', `/console${path}`);
  mountInBody(<App />);
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export const closeConsole = unmountAll;
