import { act } from '@testing-library/react';
import { loadOverlays } from '../lib/overlays';

/**
 * Runs `cause` inside act() and resolves, with what it answered, once everything it asked to show
 * is drawn: a toast or dialog shows when the overlays' code is handed to it (lib/overlays.ts: in
 * the order asked, at once when loaded), and React draws inside act() all it was asked to before
 * act() ends. What is not on screen then was never asked for, without waiting for it not to come.
 */
export function drawnAfter<T>(cause: () => T | Promise<T>): Promise<T> {
  return act(async () => {
    const answer = await cause();
    await loadOverlays();
    return answer;
  });
}
