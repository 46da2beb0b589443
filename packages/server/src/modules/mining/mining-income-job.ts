import { and, asc, eq, sql } from 'drizzle-orm';
import { miningOrders } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { payMiningOrder } from './pay-mining-order.js';
import { inBackgroundSpan } from '../../ops/trace-context.js';

/** The longest the job sleeps: a machine bought meanwhile (its first day is a day away) is seen in time. */
const MAX_SLEEP_MS = 60 * 60 * 1000;
/** How soon to look again when a due order failed or another process holds it. */
const RETRY_MS = 5_000;
/** Orders paid per look, so one look never holds a huge list in memory. */
const BATCH = 200;

const nextDueSql = sql`${miningOrders.startedAt} + (${miningOrders.daysPaid} + 1) * interval '1 day'`;

function atMs(ms: number) {
  return sql`${new Date(ms).toISOString()}::timestamptz`;
}

/** The running orders with a day due by `now`, oldest due first. */
async function dueOrderIds(deps: AppDeps, now: number): Promise<number[]> {
  const rows = await deps.db
    .select({ id: miningOrders.id })
    .from(miningOrders)
    .where(and(eq(miningOrders.status, 'running'), sql`${nextDueSql} <= ${atMs(now)}`))
    .orderBy(asc(nextDueSql))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** Epoch ms of the earliest day not yet paid, or null when nothing runs. */
async function earliestDue(deps: AppDeps): Promise<number | null> {
  const [row] = await deps.db
    .select({ at: sql<string | null>`(floor(extract(epoch from min(${nextDueSql})) * 1000))::text` })
    .from(miningOrders)
    .where(eq(miningOrders.status, 'running'));
  return row?.at ? Number(row.at) : null;
}

/**
 * Pays mining income day by day and returns principals, on the app's clock. On start it pays
 * everything that fell due while the server was down (the terms are the order's own, fixed when
 * bought), then sleeps until the next day falls due. Safe with several processes: each order is
 * claimed with SKIP LOCKED and each day's entry has a unique requestId.
 */
export function startMiningIncomeJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  let isStopped = false;
  // A function, so the checks after an await read the flag as it is then.
  const hasStopped = (): boolean => isStopped;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();

  const payDue = async (): Promise<void> => {
    for (;;) {
      const now = deps.clock.now();
      const ids = await dueOrderIds(deps, now);
      for (const id of ids) {
        if (isStopped) return;
        try {
          const memberId = await deps.db.transaction((tx) => payMiningOrder(tx, id, now));
          if (memberId !== null) deps.caches.forget({ balanceMemberIds: [memberId] });
        } catch (error) {
          log.error(error, `mining order ${id} could not be paid`);
        }
      }
      if (ids.length < BATCH || isStopped) return;
    }
  };

  const wake = (): void => {
    cancelTimer = null;
    running = (async () => {
      // Read the time after this tick: a clock that runs timers as it moves has arrived by then.
      await Promise.resolve();
      try {
        await inBackgroundSpan('job: mining income', payDue);
      } catch (error) {
        log.error(error, 'mining income job failed');
      }
      if (isStopped) return;
      let delay = MAX_SLEEP_MS;
      try {
        const next = await earliestDue(deps);
        const now = deps.clock.now();
        if (next !== null) delay = Math.min(delay, next <= now ? RETRY_MS : next - now);
      } catch (error) {
        log.error(error, 'mining income job could not find the next day due');
      }
      if (!hasStopped()) cancelTimer = deps.clock.schedule(wake, delay);
    })();
  };

  wake();
  return async () => {
    isStopped = true;
    cancelTimer?.();
    await running;
  };
}
