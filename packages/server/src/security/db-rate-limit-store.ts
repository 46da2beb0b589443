import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';
import { rateLimitCounters } from '../db/schema/index.js';
import type { CounterState, RateLimitStore } from './rate-limit-store.js';

export class DbRateLimitStore implements RateLimitStore {
  constructor(private readonly db: DbOrTx) {}

  async hit(key: string, windowMs: number): Promise<CounterState> {
    const now = new Date();
    const resetAt = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    // One statement: concurrent hits on one key serialise on the row and each sees its own count.
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key, count: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
    if (!row) throw new Error('Rate limit upsert returned nothing');
    return { count: row.count, resetAt: row.resetAt.getTime() };
  }

  async peek(key: string): Promise<CounterState | null> {
    const [row] = await this.db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, new Date())));
    return row ? { count: row.count, resetAt: row.resetAt.getTime() } : null;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  async prune(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, new Date()));
  }
}
