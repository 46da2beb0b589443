/** How long without a tick before a currency is stale (issue 3: 10 s). */
export const STALE_AFTER_MS = 10_000;

export interface StaleTracker {
  /** A tick for `allname` arrived now. */
  recordTick(allname: string): void;
  isStale(allname: string): boolean;
  /** The tracked currencies that are stale now, in the order they were given. */
  staleCurrencies(): string[];
}

export interface StaleTrackerOptions {
  readonly allnames: readonly string[];
  readonly now: () => number;
  readonly staleAfterMs?: number;
}

/**
 * Measures by the time ticks arrive here, not the tick's own timestamp: a source whose clock is
 * off, or that replays old ticks, must not look alive. A currency that has had no tick yet counts
 * from when tracking began, so a source that never delivers is stale after the same 10 s.
 */
export function createStaleTracker(options: StaleTrackerOptions): StaleTracker {
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const startedAt = options.now();
  const lastTickAt = new Map<string, number>(options.allnames.map((allname) => [allname, startedAt]));
  const isStale = (allname: string) => {
    const last = lastTickAt.get(allname);
    // Not tracked means no price to trust.
    return last === undefined || options.now() - last >= staleAfterMs;
  };
  return {
    recordTick: (allname) => {
      lastTickAt.set(allname, options.now());
    },
    isStale,
    staleCurrencies: () => [...lastTickAt.keys()].filter(isStale),
  };
}
