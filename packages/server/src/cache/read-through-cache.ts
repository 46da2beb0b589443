import { LruCache } from './lru-cache.js';

export interface ReadThroughCacheOptions<K, V> {
  maxEntries: number;
  /** Told of each value the cache keeps. */
  onStore?: (key: K, value: V) => void;
  /** Told of each value pushed out to make room. */
  onEvict?: (key: K, value: V) => void;
}

/**
 * What a process remembers of rows it reads on every request, with the rules that keep it from
 * remembering what the database no longer says:
 * - a read that was under way when its key (or everything) was forgotten does not keep what it
 *   read, since it may have read the row before the change committed;
 * - only what was found is kept: a miss asks the database again next time;
 * - while suspended (no invalidation can reach this process) nothing is served or kept.
 * It starts suspended: whoever delivers invalidations resumes it once they can.
 */
export class ReadThroughCache<K, V> {
  private readonly entries: LruCache<K, V>;
  /** Keys being read now: how many reads, and when the key was last forgotten (a tick of `clock`). */
  private readonly readsInFlight = new Map<K, { count: number; forgottenAt: number }>();
  private clock = 0;
  private allForgottenAt = 0;
  private active = false;

  constructor(private readonly options: ReadThroughCacheOptions<K, V>) {
    this.entries = new LruCache(options.maxEntries, options.onEvict);
  }

  get size(): number {
    return this.entries.size;
  }

  get isActive(): boolean {
    return this.active;
  }

  get(key: K): V | undefined {
    return this.active ? this.entries.get(key) : undefined;
  }

  /** Reads `key` from the source and keeps a found value unless it was forgotten meanwhile. */
  async fetch<R extends V | null>(key: K, read: () => Promise<R>): Promise<R> {
    const startedAt = ++this.clock;
    let inFlight = this.readsInFlight.get(key);
    if (!inFlight) {
      inFlight = { count: 0, forgottenAt: 0 };
      this.readsInFlight.set(key, inFlight);
    }
    inFlight.count += 1;
    let value: R;
    try {
      value = await read();
    } finally {
      inFlight.count -= 1;
      if (inFlight.count === 0) this.readsInFlight.delete(key);
    }
    if (value !== null && this.active && startedAt > this.allForgottenAt && startedAt > inFlight.forgottenAt) {
      this.entries.set(key, value);
      this.options.onStore?.(key, value);
    }
    return value;
  }

  /** Forgets `key`, and what reads of it under way now will find. */
  forget(key: K): void {
    this.entries.delete(key);
    const inFlight = this.readsInFlight.get(key);
    if (inFlight) inFlight.forgottenAt = ++this.clock;
  }

  /** Keeps what is stored but lets no read under way now keep what it finds (whatever its key). */
  forgetReadsInFlight(): void {
    this.allForgottenAt = ++this.clock;
  }

  forgetAll(): void {
    this.entries.clear();
    this.forgetReadsInFlight();
  }

  /** Forgets everything and serves nothing until `resume`. */
  suspend(): void {
    this.active = false;
    this.forgetAll();
  }

  /** Starts afresh: nothing from before is trusted. */
  resume(): void {
    this.forgetAll();
    this.active = true;
  }
}
