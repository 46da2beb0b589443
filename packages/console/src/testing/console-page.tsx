import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { App } from '../app/app';
import { forgetSession } from '../auth/session-store';

/**
 * The whole console on one page of a test: rendered at a path, waited on, and torn down. The
 * admin API is each test's own fetch stub.
 */

// A page's test imports its waiting and answers from here too: one import for the whole page.
export { jsonAnswer, settle, waitFor } from './test-env';

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
