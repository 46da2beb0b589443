import { Decimal } from 'decimal.js';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rechargeOrders, withdrawals } from '../db/schema/index.js';
import type { DbOrTx } from '../db/types.js';
import { formatLedgerAmount } from '../ledger/format-ledger-amount.js';
import { pendingApprovalsOf } from '../money/held-approvals.js';
import { PENDING_KINDS, PENDING_SORTS, type TPendingOrder } from '@meridian/protocol';
import type { PendingOrder } from '../money/review.js';
import { listPendingRecharges } from '../modules/recharge/recharge-review.js';
import { listPendingWithdrawals } from '../modules/withdraw/withdrawal-review.js';
import { memberIs, type MemberFilter } from './member-ref.js';
import { fourEyesThreshold } from './four-eyes.js';
import { claimsOf } from './order-claims.js';

/**
 * The review queue a page at a time: recharges and withdrawals waiting for an operator, of one
 * kind or both, of one member or all, by time (oldest first, the order to work in) or by amount.
 * The page's order numbers come from one statement over both tables; their details (facts,
 * receipt) are read for those orders only. Each withdrawal says whether a payment of it already
 * waits for a second operator (four eyes): it must not be paid again meanwhile.
 */

export interface PendingQuery extends MemberFilter {
  limit: number;
  page?: number | undefined;
  kind?: (typeof PENDING_KINDS)[number] | undefined;
  sort?: (typeof PENDING_SORTS)[number] | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** An order of the queue as the admin API answers it (the contract's ZPendingOrder). */
export type QueuedOrder = TPendingOrder;

/** `select kind, order_no, amount, created_at, id` of each kind the query asks for. */
function queueKeys(query: PendingQuery): SQL {
  const parts: SQL[] = [];
  if (query.kind !== 'withdrawal') {
    const where = and(eq(rechargeOrders.status, 'pending_review'), memberIs(rechargeOrders.memberId, query));
    parts.push(sql`select 'recharge' as kind, ${rechargeOrders.orderNo} as order_no, ${rechargeOrders.amount} as amount, ${rechargeOrders.createdAt} as created_at, ${rechargeOrders.id} as id from ${rechargeOrders} where ${where}`);
  }
  if (query.kind !== 'recharge') {
    const where = and(eq(withdrawals.status, 'pending'), memberIs(withdrawals.memberId, query));
    parts.push(sql`select 'withdrawal' as kind, ${withdrawals.orderNo} as order_no, ${withdrawals.amount} as amount, ${withdrawals.createdAt} as created_at, ${withdrawals.id} as id from ${withdrawals} where ${where}`);
  }
  return sql.join(parts, sql` union all `);
}

const ZKeyRows = z.object({ rows: z.array(z.object({ kind: z.enum(PENDING_KINDS), order_no: z.string() })) });
const ZCountRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });

export async function readPendingQueue(db: DbOrTx, query: PendingQuery): Promise<{ orders: QueuedOrder[]; total: number }> {
  const keys = queueKeys(query);
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  // Ties (one amount, one second) keep one order across pages: by time, then kind and id.
  const sortBy = query.sort === 'amount' ? sql`amount ${direction}, created_at ${direction}` : sql`created_at ${direction}`;
  const offset = ((query.page ?? 1) - 1) * query.limit;
  const [page, counted] = await Promise.all([
    db.execute(sql`select kind, order_no from (${keys}) as queue order by ${sortBy}, kind, id ${direction} limit ${query.limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from (${keys}) as queue`),
  ]);
  const rows = ZKeyRows.parse(page).rows;
  const numbersOf = (kind: QueuedOrder['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.order_no);
  const [recharges, withdrawn, approvals, claims, payLimit] = await Promise.all([
    numbersOf('recharge').length === 0 ? [] : listPendingRecharges(db, query.limit, numbersOf('recharge')),
    numbersOf('withdrawal').length === 0 ? [] : listPendingWithdrawals(db, query.limit, numbersOf('withdrawal')),
    pendingApprovalsOf(db, numbersOf('withdrawal')),
    claimsOf(db, rows.map((row) => row.order_no)),
    fourEyesThreshold(db, 'withdrawal'),
  ]);
  // As four-eyes.ts holds a payment: above the limit, not at it.
  const heldAbove = (order: PendingOrder) => (order.kind === 'withdrawal' && new Decimal(order.amount).greaterThan(payLimit) ? payLimit.toFixed() : null);
  const byNumber = new Map([...recharges, ...withdrawn].map((order) => [order.orderNo, order]));
  const orders = rows.flatMap((row) => {
    const order = byNumber.get(row.order_no);
    // Decided between the two reads: gone from the queue.
    if (order === undefined) return [];
    // Each module writes amounts its own way; the operator reads them all alike (`100.00`).
    return [{ ...order, facts: [...order.facts], amount: formatLedgerAmount(new Decimal(order.amount)), createdAt: order.createdAt.toISOString(), approvalId: approvals.get(order.orderNo) ?? null, claim: claims.get(order.orderNo) ?? null, fourEyesAbove: heldAbove(order) }];
  });
  return { orders, total: ZCountRows.parse(counted).rows[0]?.n ?? 0 };
}
