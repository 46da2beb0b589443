import { and, asc, eq, gte, max } from 'drizzle-orm';
import { marketCandles, priceAlerts, type PriceAlertRow } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { createAlertIndex, type AlertIndex, type IndexedAlert } from './alert-index.js';
import { alertsChangedSince } from './price-alert-store.js';
import { fireAlerts } from './fire-alerts.js';

/** A recorded tick, as the alerts read it. */
export interface RecordedTick {
  readonly allname: string;
  readonly price: string;
  readonly at: number;
}

/**
 * Revisions are taken when a statement runs, not when it commits: a change can commit after a later
 * one was read. The numbers skipped over are looked for again for this long (a rolled-back change
 * leaves its number unused for good), then given up.
 */
const MISSED_REVISION_MS = 30_000;
/** More skipped numbers than this at once are not a transaction in flight but a jump: not followed one by one. */
const MISSED_AT_ONCE = 1_000;
const CHANGES_PER_LOOK = 5_000;
/** At the start, the index reads back this many revisions behind the newest, for changes in flight while it was built. */
const BUILD_OVERLAP = 100;

export interface AlertWatch {
  /** The feed owner recorded these ticks: check them (queued behind any check still running; never throws). */
  recorded(ticks: readonly RecordedTick[]): void;
  /** This process no longer owns the feed: forget the index (the next owner builds its own). */
  resigned(): void;
  /** Resolves once every check queued so far has run (tests, and a stopping server). */
  settled(): Promise<void>;
}

const toIndexed = (row: PriceAlertRow): IndexedAlert => ({
  id: row.id,
  allname: row.allname,
  kind: row.kind,
  price: row.price === null ? null : Number(row.price),
  direction: row.direction,
  percent: row.percent === null ? null : Number(row.percent),
  windowMinutes: row.windowMinutes,
  firedCount: row.firedCount,
  armedAt: row.armedAt.getTime(),
});

/**
 * Price alerts checked by the process that owns the price feed, against the ticks it records (the
 * prices contracts settle on), after they are recorded and beside the recording, never in its way.
 * The index of active alerts is built on the first ticks and kept current by reading the alerts
 * changed since (one indexed read per batch of ticks, however many alerts there are).
 */
export function createAlertWatch(options: { db: Db; log: (error: unknown, message: string) => void }): AlertWatch {
  const { db } = options;
  let index: AlertIndex | null = null;
  let newestRevision = 0;
  const revisions = new Map<number, number>();
  /** Revision numbers skipped over by a look, and when they were first missed (epoch ms). */
  const missed = new Map<number, number>();
  let running: Promise<void> = Promise.resolve();

  const apply = (current: AlertIndex, row: PriceAlertRow, now: number) => {
    if ((revisions.get(row.id) ?? 0) >= row.revision) return;
    revisions.set(row.id, row.revision);
    if (row.status === 'active') current.put(toIndexed(row), now);
    else {
      current.remove(row.id);
      revisions.delete(row.id);
    }
  };

  const build = async (now: number): Promise<AlertIndex> => {
    const built = createAlertIndex();
    const [newest] = await db.select({ revision: max(priceAlerts.revision) }).from(priceAlerts);
    newestRevision = Math.max(0, (newest?.revision ?? 0) - BUILD_OVERLAP);
    missed.clear();
    for (const row of await db.select().from(priceAlerts).where(eq(priceAlerts.status, 'active'))) apply(built, row, now);
    return built;
  };

  const noteMissed = (from: number, to: number, now: number) => {
    if (to - from > MISSED_AT_ONCE) return;
    for (let revision = from + 1; revision < to; revision += 1) if (!missed.has(revision)) missed.set(revision, now);
  };

  const follow = async (current: AlertIndex, now: number) => {
    for (const [revision, since] of missed) if (now - since > MISSED_REVISION_MS) missed.delete(revision);
    for (;;) {
      const changed = await alertsChangedSince(db, newestRevision, [...missed.keys()], CHANGES_PER_LOOK);
      let previous = newestRevision;
      for (const row of changed) {
        missed.delete(row.revision);
        if (row.revision > previous) {
          noteMissed(previous, row.revision, now);
          previous = row.revision;
        }
        apply(current, row, now);
      }
      // Only a look moves this on (never a firing's own answer), so no number below it goes unread.
      newestRevision = previous;
      if (changed.length < CHANGES_PER_LOOK) return;
    }
  };

  /** New windows take the recorded minutes before them, oldest first, before any tick reaches them. */
  const seedFreshWindows = async (current: AlertIndex, now: number) => {
    for (const { allname, windowMinutes } of current.takeFreshWindows()) {
      const minutes = await db
        .select({ openTime: marketCandles.openTime, low: marketCandles.low, high: marketCandles.high })
        .from(marketCandles)
        .where(and(eq(marketCandles.allname, allname), eq(marketCandles.interval, '1m'), gte(marketCandles.openTime, now - windowMinutes * 60_000)))
        .orderBy(asc(marketCandles.openTime));
      for (const minute of minutes) current.seed(allname, windowMinutes, minute.openTime, Number(minute.low), Number(minute.high));
    }
  };

  const check = async (ticks: readonly RecordedTick[]) => {
    const newest = ticks.reduce((latest, tick) => Math.max(latest, tick.at), 0);
    index ??= await build(newest);
    const current = index;
    await follow(current, newest);
    await seedFreshWindows(current, newest);
    const reached = [...ticks].sort((a, b) => a.at - b.at).flatMap((tick) => current.tick(tick.allname, tick.price, tick.at));
    if (reached.length === 0) return;
    try {
      const rows = await fireAlerts(db, reached);
      for (const row of rows) apply(current, row, newest);
    } catch (error) {
      // Not fired: back in the index, to be reached again by the next tick that still crosses.
      for (const item of reached) current.put(item.alert, newest);
      throw error;
    }
    // Reached but not fired (cancelled meanwhile, or fired by another owner): the next look at the changes says what they are now.
  };

  return {
    recorded(ticks) {
      running = running.then(() => check(ticks)).catch((error: unknown) => {
        options.log(error, 'checking price alerts failed; the next ticks check again');
      });
    },
    resigned() {
      running = running.then(() => {
        index = null;
        revisions.clear();
      });
    },
    settled: () => running,
  };
}
