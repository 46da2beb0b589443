import type { Redis } from 'ioredis';
import type { CounterState, RateLimitStore } from './rate-limit-store.js';

/** Counters in Redis, shared by every process; Redis expires ended windows itself. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}rl:${key}`;
  }

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const k = this.key(key);
    // SET NX opens the window with its expiry; INCR counts; PTTL says when it ends. MULTI keeps
    // the three together so a window cannot end between them.
    const replies = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const count = Number(replies?.[1]?.[1]);
    const ttl = Number(replies?.[2]?.[1]);
    if (!Number.isFinite(count) || !Number.isFinite(ttl)) throw new Error(`Redis rate limit failed for ${key}`);
    return { count, resetAt: Date.now() + Math.max(ttl, 0) };
  }

  async peek(key: string): Promise<CounterState | null> {
    const k = this.key(key);
    const replies = await this.redis.multi().get(k).pttl(k).exec();
    const raw = replies?.[0]?.[1];
    const ttl = Number(replies?.[1]?.[1]);
    if (typeof raw !== 'string' || !(ttl > 0)) return null;
    return { count: Number(raw), resetAt: Date.now() + ttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async prune(): Promise<void> {
    // Keys carry their own expiry.
  }
}
