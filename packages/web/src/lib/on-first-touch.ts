import { afterNextPaint } from './next-task';

/** What counts as the member starting to use the page: a finger, a pointer or a key going down. */
const FIRST_TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `warm` once, at the member's first touch of the page (or first key), and never before. For
 * code and texts that no first paint needs but the next step likely does (toasts and dialogs, the
 * rest of the catalog): they load while the finger is still down, ahead of the tap's navigation
 * and its page's own module, and a visit that only looks never downloads them (issue 21). Answers a
 * function that stops waiting.
 *
 * `warm` runs once the frame that answers the touch has painted, not inside the touch's own event:
 * starting those imports (Vite adds a preload link for each module they need) cost the first tap
 * on a page a fifth of its time under a phone's CPU (issue 43), and a frame later is still before
 * the finger lifts.
 */
export function onFirstTouch(warm: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_TOUCH_EVENTS) window.removeEventListener(type, touched, true);
  };
  const touched = () => {
    stop();
    void afterNextPaint().then(warm);
  };
  for (const type of FIRST_TOUCH_EVENTS) window.addEventListener(type, touched, { capture: true, passive: true });
  return stop;
}
