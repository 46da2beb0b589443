import { and, eq, inArray, sql } from 'drizzle-orm';
import { approvalRequests } from '../db/schema/index.js';
import type { DbOrTx, Tx } from '../db/types.js';

/**
 * The approvals (four eyes, operator/four-eyes.ts) that wait on an order: at most one per order
 * (a unique index). The pending queue shows an order as waiting for one; a decision on the order
 * by any path cancels it, so no approval waits on an order that is no longer pending.
 */

const waitingOn = (orderNo: string) => and(eq(approvalRequests.orderNo, orderNo), eq(approvalRequests.status, 'pending'));

/** The approval waiting for a second operator on this order, if any. */
export async function pendingApprovalOf(db: DbOrTx, orderNo: string): Promise<number | null> {
  const [row] = await db.select({ id: approvalRequests.id }).from(approvalRequests).where(waitingOn(orderNo)).limit(1);
  return row?.id ?? null;
}

/** The approvals waiting on these orders, by order number. */
export async function pendingApprovalsOf(db: DbOrTx, orderNos: readonly string[]): Promise<Map<string, number>> {
  if (orderNos.length === 0) return new Map();
  const rows = await db
    .select({ id: approvalRequests.id, orderNo: approvalRequests.orderNo })
    .from(approvalRequests)
    .where(and(inArray(approvalRequests.orderNo, [...orderNos]), eq(approvalRequests.status, 'pending')));
  return new Map(rows.flatMap((row) => (row.orderNo === null ? [] : [[row.orderNo, row.id] as const])));
}

/**
 * The order was decided (paid or rejected) in `tx`: an approval still waiting on it can no longer
 * run, so it is cancelled with the decision, in the same transaction. An approval that is itself
 * paying the order is marked approved by its own decision right after.
 */
export async function cancelApprovalsOf(tx: Tx, orderNo: string, decided: 'paid' | 'rejected' | 'withdrawn'): Promise<void> {
  await tx
    .update(approvalRequests)
    .set({ status: 'cancelled', outcome: `Cancelled: the order was ${decided} without this approval.`, decidedAt: sql`now()` })
    .where(waitingOn(orderNo));
}
