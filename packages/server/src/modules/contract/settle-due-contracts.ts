import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { contractOrders, marketTicks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { PriceTick } from '../../market/candles.js';
import { tickAt } from '../../market/tick-store.js';
import { settleContractOrder } from './settle-contract-order.js';

/** Orders claimed per transaction: short transactions, so other processes claim the rest. */
export const SETTLE_BATCH_SIZE = 200;
/** How long settlement waits for the recorder to write the expiry second before using what it has. */
export const SETTLE_GRACE_MS = 10_000;

/**
 * Whether the record of `allname` is complete up to `atMs`: ticks are recorded in order, so once
 * one at or after it exists the tick at or before it can no longer change. Settling only then
 * makes the outcome the same whenever it is settled (at once, or after a restart).
 */
async function isRecordedThrough(db: DbOrTx, allname: string, atMs: number): Promise<boolean> {
  const [row] = await db
    .select({ at: marketTicks.at })
    .from(marketTicks)
    .where(and(eq(marketTicks.allname, allname), gte(marketTicks.at, atMs)))
    .limit(1);
  return row !== undefined;
}

interface BatchResult {
  claimed: number;
  settledMemberIds: number[];
}

async function settleBatch(deps: Pick<AppDeps, 'db'>, nowMs: number): Promise<BatchResult> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contractOrders)
      .where(and(eq(contractOrders.status, 'running'), lte(contractOrders.expiresAt, nowMs)))
      .orderBy(asc(contractOrders.expiresAt), asc(contractOrders.id))
      .limit(SETTLE_BATCH_SIZE)
      .for('update', { skipLocked: true });
    // Many contracts expire in the same second on the same pair: one read of its tick serves all.
    const ticks = new Map<string, PriceTick | null>();
    const settledMemberIds: number[] = [];
    for (const order of due) {
      const key = `${order.allname}@${order.expiresAt}`;
      let tick = ticks.get(key);
      if (tick === undefined) {
        const isOverdue = nowMs >= order.expiresAt + SETTLE_GRACE_MS;
        const isComplete = isOverdue || (await isRecordedThrough(tx, order.allname, order.expiresAt));
        tick = isComplete ? ((await tickAt(tx, order.allname, order.expiresAt)) ?? null) : null;
        ticks.set(key, tick);
      }
      if (tick === null) continue;
      await settleContractOrder(tx, order, tick, nowMs);
      settledMemberIds.push(order.memberId);
    }
    return { claimed: due.length, settledMemberIds };
  });
}

/**
 * Settles every running contract due by now, batch after batch, and answers how many it settled.
 * Several processes may run it at once: each claims rows the others have not locked.
 */
export async function settleDueContracts(deps: Pick<AppDeps, 'db' | 'caches' | 'clock'>): Promise<number> {
  const nowMs = deps.clock.now();
  let settled = 0;
  for (;;) {
    const batch = await settleBatch(deps, nowMs);
    settled += batch.settledMemberIds.length;
    if (batch.settledMemberIds.length > 0) deps.caches.forget({ balanceMemberIds: [...new Set(batch.settledMemberIds)] });
    // A short batch was the last; a batch of only waiting orders would come back the same.
    if (batch.claimed < SETTLE_BATCH_SIZE || batch.settledMemberIds.length === 0) return settled;
  }
}
