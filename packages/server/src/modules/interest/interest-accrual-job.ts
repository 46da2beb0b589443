import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accruedInterest, interestDaysDue } from '@meridian/protocol';
import { interestOrders } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { startRecurringJob } from '../../recurring-job.js';
import { interestTerms } from './interest-order-view.js';

/** Deposits claimed per transaction: short transactions, so members' extractions never wait long. */
const BATCH_SIZE = 200;
/** The longest sleep: a deposit made meanwhile falls due a day later, so this is never late by more. */
const MAX_SLEEP_MS = 3_600_000;
/** The wait before trying again after a failure (e.g. the database was unreachable). */
const RETRY_MS = 60_000;

const nextDueAt = sql`${interestOrders.depositedAt} + (${interestOrders.daysAccrued} + 1) * interval '1 day'`;

/**
 * Records each day of interest on the deposit it accrues to, once. No money moves here: the
 * principal sits in the member's held account and the interest is owed only if the deposit is held
 * long enough, so it is paid, with the principal, in the one extraction entry (extract-out.ts). The
 * books thus never show interest a member may still forfeit, and checkLedger proves that each
 * member's held balance is what their open records hold, holding deposits at their amount among
 * them (ledger/find-held-mismatches.ts). Each claimed row is set to the days due at `nowMs` (an
 * absolute value, not an increment), so a repeat, a restart or a second process can never count a
 * day twice; days that fell due while the server was down are recorded on start, at the deposit's
 * own rate.
 */
export async function accrueDueInterest(deps: Pick<AppDeps, 'db'>, nowMs: number): Promise<number> {
  let updated = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(interestOrders)
        .where(and(eq(interestOrders.status, 'holding'), sql`${nextDueAt} <= to_timestamp(${nowMs / 1000})`))
        .orderBy(asc(interestOrders.id))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const days = interestDaysDue(row.depositedAt.getTime(), nowMs);
        await tx
          .update(interestOrders)
          .set({ daysAccrued: days, interestAccrued: accruedInterest(interestTerms(row), days).toFixed() })
          .where(and(eq(interestOrders.id, row.id), eq(interestOrders.status, 'holding')));
      }
      return rows.length;
    });
    updated += done;
    if (done < BATCH_SIZE) return updated;
  }
}

/** When the next deposit's next day falls due, or null when nothing is holding. */
async function nextDueMs(deps: Pick<AppDeps, 'db'>): Promise<number | null> {
  const [row] = await deps.db
    .select({ at: sql<string | null>`(extract(epoch from min(${nextDueAt})) * 1000)::bigint::text` })
    .from(interestOrders)
    .where(inArray(interestOrders.status, ['holding']));
  return row?.at ? Number(row.at) : null;
}

/**
 * Accrues interest at start (catching up what fell due while down), then again whenever the next
 * day of a deposit falls due, on the app's one clock. Returns stop, which waits for a run under way.
 */
export function startInterestAccrualJob(deps: AppDeps, log: { error(err: unknown, msg: string): void }): () => Promise<void> {
  return startRecurringJob(deps.clock, log, {
    name: 'interest accrual',
    run: async () => {
      await accrueDueInterest(deps, deps.clock.now());
      const next = await nextDueMs(deps);
      return next === null ? MAX_SLEEP_MS : next - deps.clock.now();
    },
    maxSleepMs: MAX_SLEEP_MS,
    retryMs: RETRY_MS,
    failure: 'interest accrual failed; retrying',
  });
}
