/**
 * Time as the market sees it. Injected everywhere so tests drive a manual clock and never wait.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `run` after `delayMs`; the returned function cancels it. */
  schedule(run: () => void, delayMs: number): () => void;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  schedule: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => {
      clearTimeout(timer);
    };
  },
};
