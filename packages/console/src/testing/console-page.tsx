import { render } from '@testing-library/react';
import { App } from '../app/app';
import { unmountAll } from './test-root';

/**
 * The whole console on one page of a test: rendered at a path, waited on, and torn down. The
 * admin API is each test's own fetch stub.
 */

// A page's test imports its stubbed answers from here too: one import for the whole page.
export { jsonAnswer } from './test-env';

/** Renders the console at `path` (under /console/). */
export function openConsoleAt(path: string): void {
  window.history.pushState({}, '', `/console${path}`);
  render(<App />);
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export const closeConsole = unmountAll;
