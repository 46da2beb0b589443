/**
 * Resolves in a task of its own, so that the browser paints and handles input in between: a long
 * start cut into steps that each stay under the 50 ms a phone's main thread counts as blocking
 * (issue 21). `scheduler.yield()` where the browser has it (it keeps the steps ahead of other
 * tasks), a zero-delay timer elsewhere.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

function hasYield(value: unknown): value is YieldingScheduler {
  return typeof value === 'object' && value !== null && 'yield' in value && typeof value.yield === 'function';
}

export function nextTask(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (hasYield(scheduler)) return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Longest wait for the next paint: a hidden page paints nothing, and what waits must still go. */
const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame (a task after the frame's animation
 * callbacks), or after PAINT_WAIT_LIMIT_MS when no frame comes (a hidden page). For work a tap
 * starts whose own re-render need not hold back the frame that answers the tap (issue 43).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(limit);
        resolve();
      }, 0);
    });
  });
}
