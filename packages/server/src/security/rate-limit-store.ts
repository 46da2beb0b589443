/** Where a fixed-window counter stands: hits so far in the window and when the window ends. */
export interface CounterState {
  count: number;
  /** Epoch ms. */
  resetAt: number;
}

/**
 * Storage of rate-limit counters: the database by default (shared by every process on one
 * database), Redis when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Counts a hit, opening a new window of `windowMs` when there is none running. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The running window's state, or null when none is running. */
  peek(key: string): Promise<CounterState | null>;
  clear(key: string): Promise<void>;
  /** Forgets windows that have ended (a no-op where the store expires them itself). */
  prune(): Promise<void>;
}
