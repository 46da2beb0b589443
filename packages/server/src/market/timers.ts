import type { Clock } from './clock.js';

/** Timers on a clock that can all be cancelled at once, as a stopping market must. */
export interface Timers {
  later(run: () => void, delayMs: number): void;
  cancelAll(): void;
}

export function createTimers(clock: Clock): Timers {
  const pending = new Set<() => void>();
  return {
    later(run, delayMs) {
      const cancel = clock.schedule(() => {
        pending.delete(cancel);
        run();
      }, delayMs);
      pending.add(cancel);
    },
    cancelAll() {
      for (const cancel of pending) cancel();
      pending.clear();
    },
  };
}
