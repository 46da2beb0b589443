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
