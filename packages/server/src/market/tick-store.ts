import { KLINE_INTERVALS, klineBucketStart, type KlineInterval } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/pg-error.js';
import type { DbOrTx } from '../db/types.js';
import { marketCandles, marketGenesis, marketTickRoots, marketTicks } from '../db/schema/index.js';
import type { Candle, PriceTick } from './candles.js';
import { isRecorded, planCommitments, readChainHead, type CommitmentPlan } from './tick-commitments.js';

/** The chain's key: a second writer from the same last root fails on it. */
const TICK_ROOTS_KEY = 'market_tick_roots_pkey';

/**
 * The recorded market in the database: every published tick, the candles built from them, the
 * commitments to them, and when recording began. Only the process that owns the feed writes; every
 * process reads.
 */

/** When `source` first published here; the first caller's `nowMs` (whole second) becomes it. */
export async function ensureGenesis(db: DbOrTx, source: string, nowMs: number): Promise<number> {
  const startMs = Math.floor(nowMs / 1000) * 1000;
  await db.insert(marketGenesis).values({ source, startMs }).onConflictDoNothing();
  const [row] = await db.select({ startMs: marketGenesis.startMs }).from(marketGenesis).where(eq(marketGenesis.source, source));
  return row?.startMs ?? startMs;
}

/** The newest recorded tick of each currency. */
export async function latestTicks(db: DbOrTx): Promise<PriceTick[]> {
  // Walks the primary key (allname, at) backwards: one row per currency, however long the record.
  return db
    .selectDistinctOn([marketTicks.allname], { allname: marketTicks.allname, at: marketTicks.at, price: marketTicks.price, volume: marketTicks.volume })
    .from(marketTicks)
    .orderBy(marketTicks.allname, desc(marketTicks.at));
}

/** The recorded tick of `allname` at or before `atMs` (the price at that second), or undefined. */
export async function tickAt(db: DbOrTx, allname: string, atMs: number): Promise<PriceTick | undefined> {
  const [row] = await db
    .select({ at: marketTicks.at, price: marketTicks.price, volume: marketTicks.volume })
    .from(marketTicks)
    .where(and(eq(marketTicks.allname, allname), lte(marketTicks.at, atMs)))
    .orderBy(desc(marketTicks.at))
    .limit(1);
  return row ? { allname, at: row.at, price: row.price, volume: row.volume } : undefined;
}

export interface RecordOptions {
  /**
   * Commit to the ticks (tick-commitments.ts): on everywhere; off only for bench:settle's baseline,
   * which measures what the commitments cost.
   */
  commit: boolean;
}

/** Writers that lost the race for the chain's next root try again this many times in all. */
const CHAIN_ATTEMPTS = 3;

/**
 * Records ticks, folds them into every interval's candle and commits to them (one chained Merkle
 * root per second), in one transaction: ticks recorded before (a retry after a lost answer, a
 * second process) are left out first, so recording the same batch twice changes nothing. Ticks
 * must be newer than those recorded, as a source delivers them; the newest tick of a bucket
 * becomes its close. Two writers at once cannot fork the chain: both would write the same next
 * seq, and the second's transaction fails whole (see market_tick_roots); it then reads the new
 * last root and tries again.
 */
export async function recordTicks(db: DbOrTx, ticks: readonly PriceTick[], options: RecordOptions = { commit: true }): Promise<void> {
  if (ticks.length === 0) return;
  if (!options.commit) {
    await writeTicks(db, { ticks: ticks.map((tick) => ({ ...tick, rootSeq: null })), roots: [] });
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        const { head, recorded } = await readChainHead(tx, ticks);
        const fresh = ticks.filter((tick) => !isRecorded(recorded, tick));
        if (fresh.length > 0) await writeTicks(tx, planCommitments(head, fresh));
      });
      return;
    } catch (error) {
      if (attempt >= CHAIN_ATTEMPTS || !isUniqueViolation(error, TICK_ROOTS_KEY)) throw error;
    }
  }
}

/**
 * The ticks, their candles and their roots, in one statement. The roots must follow the chain's
 * last root as the plan was made from it: if another writer got there first, this fails on the
 * roots' key and nothing of it is written (see recordTicks).
 */
export async function writeTicks(db: DbOrTx, plan: CommitmentPlan): Promise<void> {
  const rows = plan.ticks.map((tick) => ({ allname: tick.allname, at: tick.at, price: tick.price, volume: tick.volume, root_seq: tick.rootSeq }));
  const roots = plan.roots.map((root) => ({ seq: root.seq, second: root.second, tick_count: root.tickCount, merkle: root.merkle, root: root.root }));
  const buckets = plan.ticks.flatMap((tick) =>
    KLINE_INTERVALS.map((interval) => ({ allname: tick.allname, at: tick.at, interval, open_time: klineBucketStart(interval, tick.at) })),
  );
  await db.execute(sql`
    with new_ticks as (
      insert into ${marketTicks} (allname, at, price, volume, root_seq)
      select allname, at, price, volume, root_seq
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(allname text, at bigint, price numeric, volume numeric, root_seq bigint)
      on conflict do nothing
      returning allname, at, price, volume
    ), new_roots as (
      insert into ${marketTickRoots} (seq, second, tick_count, merkle, root)
      select seq, second, tick_count, decode(merkle, 'hex'), decode(root, 'hex')
      from jsonb_to_recordset(${JSON.stringify(roots)}::jsonb) as r(seq bigint, second bigint, tick_count integer, merkle text, root text)
    ), folded as (
      select b.allname, b.interval, b.open_time,
        (array_agg(n.price order by n.at))[1] as open,
        max(n.price) as high,
        min(n.price) as low,
        (array_agg(n.price order by n.at desc))[1] as close,
        sum(n.volume) as volume
      from jsonb_to_recordset(${JSON.stringify(buckets)}::jsonb) as b(allname text, at bigint, interval text, open_time bigint)
      join new_ticks n on n.allname = b.allname and n.at = b.at
      group by b.allname, b.interval, b.open_time
    )
    insert into ${marketCandles} (allname, interval, open_time, open, high, low, close, volume)
    select allname, interval, open_time, open, high, low, close, volume from folded
    on conflict (allname, interval, open_time) do update set
      high = greatest(${marketCandles.high}, excluded.high),
      low = least(${marketCandles.low}, excluded.low),
      close = excluded.close,
      volume = ${marketCandles.volume} + excluded.volume
  `);
}

/** Up to `limit` recorded candles opening before `beforeMs`, oldest first. */
export async function recordedCandles(db: DbOrTx, allname: string, interval: KlineInterval, beforeMs: number, limit: number): Promise<Candle[]> {
  const rows = await db
    .select()
    .from(marketCandles)
    .where(and(eq(marketCandles.allname, allname), eq(marketCandles.interval, interval), lt(marketCandles.openTime, beforeMs)))
    .orderBy(desc(marketCandles.openTime))
    .limit(limit);
  return rows.reverse().map((row) => ({
    openTime: row.openTime,
    open: new Decimal(row.open),
    high: new Decimal(row.high),
    low: new Decimal(row.low),
    close: new Decimal(row.close),
    volume: new Decimal(row.volume),
  }));
}

/** Forgets ticks older than `beforeMs` (candles stay); returns how many went. */
export async function pruneTicks(db: DbOrTx, beforeMs: number): Promise<number> {
  const deleted = await db.delete(marketTicks).where(lt(marketTicks.at, beforeMs)).returning({ at: marketTicks.at });
  return deleted.length;
}
