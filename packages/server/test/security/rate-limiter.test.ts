import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { CODE } from '@meridian/protocol';
import { AppError } from '../../src/http/app-error.js';
import { DbRateLimitStore } from '../../src/security/db-rate-limit-store.js';
import { guardAttempt, recordFailure } from '../../src/security/failure-throttle.js';
import type { RateLimitStore } from '../../src/security/rate-limit-store.js';
import { RateLimiter } from '../../src/security/rate-limiter.js';
import { RedisRateLimitStore } from '../../src/security/redis-rate-limit-store.js';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/test-database.js';

let testDb: TestDatabase;
let redis: Redis | null = null;
/** Redis is tried on the postgres project when REDIS_URL is set, like the app does in production. */
const withRedis = testDbKind() === 'postgres' && Boolean(process.env.REDIS_URL);
const prefix = `meridian_t_${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  testDb = await createTestDatabase();
  if (withRedis) redis = new Redis(process.env.REDIS_URL ?? '');
});
afterAll(async () => {
  await testDb.dispose();
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
});

function redisStore(): RateLimitStore {
  if (!redis) throw new Error('Redis is not connected');
  return new RedisRateLimitStore(redis, prefix);
}

const stores: [string, () => RateLimitStore][] = [
  ['the database store', () => new DbRateLimitStore(testDb.database.db)],
  ...(withRedis ? [['the Redis store', redisStore] as [string, () => RateLimitStore]] : []),
];

/** Asks again until `check` passes: a window of a few hundred ms ends on the store's clock. */
function untilPasses(check: () => Promise<void>): Promise<void> {
  return vi.waitFor(check, { timeout: 5_000, interval: 20 });
}

describe.each(stores)('%s', (_name, makeStore) => {
  const limiter = () => new RateLimiter(makeStore());
  const rule = (windowMs = 60_000) => ({ name: `rule-${randomBytes(4).toString('hex')}`, limit: 3, windowMs });

  it('counts hits within a window and says when the limit is passed', async () => {
    const l = limiter();
    const r = rule();
    const states = [];
    for (let i = 0; i < 4; i += 1) states.push(await l.consume(r, 'subject'));
    expect(states.map((s) => [s.count, s.exceeded])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(states[3]?.retryAfterMs).toBeGreaterThan(50_000);
    expect(await l.peek(r, 'SUBJECT')).toMatchObject({ count: 4, exceeded: true });
    expect(await l.peek(r, 'other')).toEqual({ count: 0, exceeded: false, retryAfterMs: 0 });
  });

  it('starts a new window when the last one has ended', async () => {
    const l = limiter();
    const r = rule(150);
    await l.consume(r, 's');
    await l.consume(r, 's');
    // The store says when the window has ended.
    await untilPasses(async () => {
      expect(await l.peek(r, 's')).toMatchObject({ count: 0 });
    });
    expect(await l.consume(r, 's')).toMatchObject({ count: 1, exceeded: false });
  });

  it('forgets a subject on reset, and enforce() refuses past the limit', async () => {
    const l = limiter();
    const r = rule();
    for (let i = 0; i < 3; i += 1) await l.enforce(r, 'x');
    await expect(l.enforce(r, 'x')).rejects.toMatchObject({ code: CODE.TOO_MANY_REQUESTS });
    await l.reset(r, 'x');
    await expect(l.enforce(r, 'x')).resolves.toBeUndefined();
  });

  it('refuses a subject over its limit from memory until its window ends, and lets it in after', async () => {
    const store = makeStore();
    let hits = 0;
    const counting: RateLimitStore = Object.assign(Object.create(store) as RateLimitStore, {
      hit: (key: string, windowMs: number) => {
        hits += 1;
        return store.hit(key, windowMs);
      },
    });
    const l = new RateLimiter(counting, 0);
    const r = rule(300);
    for (let i = 0; i < 3; i += 1) await l.enforce(r, 'flood');
    for (let i = 0; i < 20; i += 1) await expect(l.enforce(r, 'flood')).rejects.toMatchObject({ code: CODE.TOO_MANY_REQUESTS });
    // Three that passed and the one that went over reached the store; the other 19 did not.
    expect(hits).toBe(4);
    await expect(l.enforce(r, 'other')).resolves.toBeUndefined();
    // Let in once the window has ended: asked until then, each refused from memory.
    await untilPasses(async () => {
      await expect(l.enforce(r, 'flood')).resolves.toBeUndefined();
    });
  });

  it('holds a refusal from memory before answering it, so a flood slows itself', async () => {
    const l = new RateLimiter(makeStore(), 200);
    const r = rule();
    for (let i = 0; i < 4; i += 1) await l.enforce(r, 'tarpit').catch(() => undefined);
    const started = performance.now();
    await expect(l.enforce(r, 'tarpit')).rejects.toMatchObject({ code: CODE.TOO_MANY_REQUESTS });
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('counts concurrent hits exactly', async () => {
    const l = limiter();
    const r = rule();
    const states = await Promise.all(Array.from({ length: 20 }, () => l.consume(r, 'burst')));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('failure throttle', () => {
  it('slows attempts after the threshold and locks at the limit', async () => {
    const limiter = new RateLimiter(new DbRateLimitStore(testDb.database.db));
    const counters = [{ rule: { name: 'throttle-test', limit: 5, windowMs: 15 * 60_000 }, subject: 'acct' }];
    const slowdown = { after: 3, stepMs: 100, maxMs: 250 };
    for (let i = 0; i < 3; i += 1) await recordFailure(limiter, counters);
    let started = Date.now();
    await guardAttempt(limiter, counters, slowdown);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    await recordFailure(limiter, counters);
    started = Date.now();
    await guardAttempt(limiter, counters, slowdown);
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    await recordFailure(limiter, counters);
    const locked = guardAttempt(limiter, counters, slowdown);
    await expect(locked).rejects.toBeInstanceOf(AppError);
    await expect(locked).rejects.toMatchObject({ code: CODE.ACCOUNT_LOCKED, params: { minutes: 15 } });
  });
});
