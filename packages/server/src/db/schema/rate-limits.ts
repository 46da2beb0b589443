import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Fixed-window counters for rate limits when Redis is not configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
