import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { forgetSession } from '../auth/session-store';
import { setWaitingApprovals } from '../live/approvals-count-store';
import { clearPendingQueue } from '../live/pending-count-store';

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

/**
 * For afterEach: unmounts, forgets the session, the review queue's and the approvals' counts and the fetch stub. The
 * console's test files share one module graph per worker, so what a page left in a module-level
 * store would otherwise be there for the next file (as sign-out clears it for the next operator).
 */
export function unmountAll(): void {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  clearPendingQueue();
  setWaitingApprovals(null);
  vi.unstubAllGlobals();
}
