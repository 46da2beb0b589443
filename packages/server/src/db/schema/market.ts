import { bigint, index, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every tick the market published, one row per currency and second, so the price at any past
 * second can be looked up (contracts settle on it). Times are epoch milliseconds on whole seconds.
 * `root_seq` names the commitment (market_tick_roots) recorded with it, in the same transaction;
 * null only for ticks recorded with commitments off (a benchmark's baseline) or before they began.
 */
export const marketTicks = pgTable(
  'market_ticks',
  {
    allname: text('allname').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    price: numeric('price').notNull(),
    volume: numeric('volume').notNull(),
    rootSeq: bigint('root_seq', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.allname, t.at] }), index('market_ticks_at_idx').on(t.at)],
);

/** Candles built from the recorded ticks, for every interval; the open one is rewritten as it grows. */
export const marketCandles = pgTable(
  'market_candles',
  {
    allname: text('allname').notNull(),
    interval: text('interval').notNull(),
    openTime: bigint('open_time', { mode: 'number' }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.allname, t.interval, t.openTime] })],
);

/**
 * When a price source first published in this database. Before it, candles come from the source's
 * own history (the simulator's back-fill, an exchange's klines); from it on, from recorded ticks.
 */
export const marketGenesis = pgTable('market_genesis', {
  source: text('source').primaryKey(),
  startMs: bigint('start_ms', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
