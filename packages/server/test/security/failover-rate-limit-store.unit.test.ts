import { describe, expect, it, vi } from 'vitest';
import { FailoverRateLimitStore } from '../../src/security/failover-rate-limit-store.js';
import type { CounterState, RateLimitStore } from '../../src/security/rate-limit-store.js';

/** A store that counts in memory, and fails every call while `down` (a Redis restarting). */
class MemoryStore implements RateLimitStore {
  down = false;
  readonly counts = new Map<string, number>();

  private check(): void {
    if (this.down) throw new Error('connect ECONNREFUSED');
  }
  hit(key: string): Promise<CounterState> {
    return Promise.resolve().then(() => {
      this.check();
      const count = (this.counts.get(key) ?? 0) + 1;
      this.counts.set(key, count);
      return { count, resetAt: 0 };
    });
  }
  peek(key: string): Promise<CounterState | null> {
    return Promise.resolve().then(() => {
      this.check();
      const count = this.counts.get(key);
      return count === undefined ? null : { count, resetAt: 0 };
    });
  }
  clear(key: string): Promise<void> {
    return Promise.resolve().then(() => {
      this.check();
      this.counts.delete(key);
    });
  }
  prune(): Promise<void> {
    return Promise.resolve();
  }
}

describe('rate limits while Redis cannot be reached', () => {
  it('count in the fallback while the primary fails, and in the primary again once it answers', async () => {
    let now = 0;
    const redis = new MemoryStore();
    const database = new MemoryStore();
    const log = { warn: vi.fn() };
    const store = new FailoverRateLimitStore(redis, database, log, () => now);

    expect((await store.hit('login:1', 60_000)).count).toBe(1);
    redis.down = true;
    // Refused by Redis: counted in the database instead of failing the call.
    expect((await store.hit('login:1', 60_000)).count).toBe(1);
    expect(store.failedOver).toBe(true);
    now += 1_000;
    // Within the pause Redis is not asked again: every call goes straight to the database.
    expect((await store.hit('login:1', 60_000)).count).toBe(2);
    expect(await store.peek('login:1')).toEqual({ count: 2, resetAt: 0 });
    expect(log.warn).toHaveBeenCalledTimes(1);

    redis.down = false;
    now += 5_000;
    expect((await store.hit('login:1', 60_000)).count).toBe(2);
    expect(store.failedOver).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(redis.counts.get('login:1')).toBe(2);
    expect(database.counts.get('login:1')).toBe(2);
  });

  it('fails a call only when both stores fail', async () => {
    const redis = new MemoryStore();
    const database = new MemoryStore();
    redis.down = true;
    database.down = true;
    const store = new FailoverRateLimitStore(redis, database, { warn: () => undefined });
    await expect(store.hit('x', 1_000)).rejects.toThrow('ECONNREFUSED');
  });
});
