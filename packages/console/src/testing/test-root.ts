import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetSession } from '../auth/session-store';
import { forgetAccessAnswers } from './access-answers';
import { setWaitingApprovals } from '../live/approvals-count-store';
import { clearPendingQueue } from '../live/pending-count-store';

/**
 * For afterEach: unmounts what Testing Library rendered, forgets the session, the review queue's and the approvals' counts and the fetch stub. The
 * console's test files share one module graph per worker, so what a page left in a module-level
 * store would otherwise be there for the next file (as sign-out clears it for the next operator).
 */
export function unmountAll(): void {
  cleanup();
  // antd's dialogs, dropdowns and messages are portals outside the tree Testing Library unmounts.
  document.body.innerHTML = '';
  forgetSession();
  forgetAccessAnswers();
  clearPendingQueue();
  setWaitingApprovals(null);
  vi.unstubAllGlobals();
}
