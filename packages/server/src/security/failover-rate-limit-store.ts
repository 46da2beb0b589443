import type { CounterState, RateLimitStore } from './rate-limit-store.js';

/** How long after Redis failed the counters stay in the fallback before Redis is asked again. */
const RETRY_PRIMARY_MS = 5_000;

export interface FailoverLog {
  warn(message: string): void;
}

/**
 * Redis's counters, and the database's while Redis cannot be reached (a restart, a cut link): the
 * limits stay enforced and shared by every process instead of every call failing until Redis is
 * back (rate-limiter-flexible calls this an insurance limiter). A window that began in one store
 * starts again in the other, which loosens a limit by at most one window around each switch; a
 * Redis that restarted has lost its counters anyway (it keeps nothing on disk).
 */
export class FailoverRateLimitStore implements RateLimitStore {
  private primaryFailedAt: number | null = null;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly log: FailoverLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the counters are in the fallback now (for a test, and the log). */
  get failedOver(): boolean {
    return this.primaryFailedAt !== null;
  }

  private async use<T>(run: (store: RateLimitStore) => Promise<T>): Promise<T> {
    const failedAt = this.primaryFailedAt;
    if (failedAt !== null && this.now() - failedAt < RETRY_PRIMARY_MS) return run(this.fallback);
    try {
      const result = await run(this.primary);
      if (failedAt !== null) this.log.warn('rate limits: Redis answers again; counting there');
      this.primaryFailedAt = null;
      return result;
    } catch (error) {
      if (failedAt === null) this.log.warn(`rate limits: Redis failed (${error instanceof Error ? error.message : String(error)}); counting in the database until it answers`);
      this.primaryFailedAt = this.now();
      return run(this.fallback);
    }
  }

  hit(key: string, windowMs: number): Promise<CounterState> {
    return this.use((store) => store.hit(key, windowMs));
  }

  peek(key: string): Promise<CounterState | null> {
    return this.use((store) => store.peek(key));
  }

  clear(key: string): Promise<void> {
    return this.use((store) => store.clear(key));
  }

  async prune(): Promise<void> {
    // Both: the fallback's windows are rows in the database that nothing else removes.
    await Promise.all([this.primary.prune(), this.fallback.prune()]);
  }
}
