import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { forgetSession } from '../auth/session-store';

/** The one tree a console test renders: mounted in a fresh container, torn down after each test. */

let root: Root | null = null;

export function mountInBody(node: ReactNode): void {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(node);
  });
}

/** For afterEach: unmounts, forgets the session and the fetch stub. */
export function unmountAll(): void {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  vi.unstubAllGlobals();
}
