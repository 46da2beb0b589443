import { chainCreditOfTransaction, lockChainTransaction } from '../../chain/transaction-claims.js';
import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODE, formatAmount } from '@meridian/protocol';
import { members, rechargeOrders, uploads } from '../../db/schema/index.js';
import type { Db, DbOrTx, Tx } from '../../db/types.js';
import { AppError, invalidField } from '../../http/app-error.js';
import { reviewDetail, reviewFacts, type PendingOrder, type ReviewContext, type ReviewFact, type ReviewOutcome } from '../../money/review.js';
import { announceMoneyChange } from '../../live/money-changes.js';
import { UPLOADS_URL_PREFIX } from '../../static/avatars.js';
import { creditRechargeOrder } from './credit-recharge.js';
import { lockOrder, type RechargeOrderRow } from './recharge-orders.js';

/** What the operator checks before confirming: the transfer's payer and payee, or the transaction. */
function rechargeFacts(order: RechargeOrderRow): ReviewFact[] {
  if (order.mode === 'crypto') {
    return reviewFacts([
      ['coins', order.coinCount === null ? null : new Decimal(order.coinCount).toFixed()],
      ['rate', order.exchangeRate === null ? null : new Decimal(order.exchangeRate).toFixed(2)],
      ['network', order.network],
      ['address', order.address],
      ['txid', order.txid],
    ]);
  }
  return reviewFacts([
    ['payer', order.payerName],
    ['payee', `${order.bankName} ${order.cardNumber} (${order.holder})`],
  ]);
}

/** Offline and crypto orders waiting for an operator, oldest first; with `orderNos`, only those of them. */
export async function listPendingRecharges(db: DbOrTx, limit: number, orderNos?: readonly string[]): Promise<PendingOrder[]> {
  const rows = await db
    .select({ order: rechargeOrders, username: members.username, proofFile: uploads.fileName })
    .from(rechargeOrders)
    .innerJoin(members, eq(members.id, rechargeOrders.memberId))
    .leftJoin(uploads, eq(uploads.id, rechargeOrders.proofUploadId))
    .where(and(eq(rechargeOrders.status, 'pending_review'), orderNos === undefined ? undefined : inArray(rechargeOrders.orderNo, [...orderNos])))
    .orderBy(asc(rechargeOrders.createdAt), asc(rechargeOrders.id))
    .limit(limit);
  return rows.map(({ order, username, proofFile }) => {
    const facts = rechargeFacts(order);
    // The command line has no picture column: it names the transfer's receipt, or that none came.
    const proof = order.mode === 'crypto' ? '' : `; ${proofFile ? `proof ${UPLOADS_URL_PREFIX}${proofFile}` : 'no proof'}`;
    return {
      kind: 'recharge',
      orderNo: order.orderNo,
      memberId: order.memberId,
      username,
      mode: order.mode,
      amount: formatAmount(order.amount, order.currency),
      currency: order.currency,
      createdAt: order.createdAt,
      facts,
      detail: `${reviewDetail(facts)}${proof}`,
      ...(proofFile ? { proofUrl: `${UPLOADS_URL_PREFIX}${proofFile}` } : {}),
    };
  });
}

/** The order locked and still waiting for the operator; otherwise NOT_FOUND or ORDER_STATE. */
async function lockPending(tx: Tx, orderNo: string): Promise<RechargeOrderRow> {
  const order = await lockOrder(tx, orderNo);
  if (!order) throw new AppError(CODE.NOT_FOUND, 'error.rechargeNotFound');
  if (order.status !== 'pending_review') throw new AppError(CODE.ORDER_STATE, 'error.rechargeOrderState');
  return order;
}

/** Confirms the money arrived: credits the member exactly once. */
export async function approveRecharge(db: Db, orderNo: string, context: ReviewContext): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, orderNo);
    if (order.mode === 'crypto' && order.txid !== '') {
      // The chain may have credited this transaction already (chain/transaction-claims.ts).
      await lockChainTransaction(tx, order.network, order.txid);
      const creditedAs = await chainCreditOfTransaction(tx, order.network, order.txid);
      if (creditedAs !== null) throw new AppError(CODE.ORDER_STATE, 'error.rechargeCreditedOnChain', { orderNo: creditedAs });
    }
    await creditRechargeOrder(tx, order, `approved by ${context.actor}`, context.caches);
    return { orderNo: order.orderNo, memberId: order.memberId, status: 'completed' };
  });
}

/** The money never arrived (or not as claimed): the order ends with the reason; nothing moves. */
export async function rejectRecharge(db: Db, orderNo: string, reason: string, _context: ReviewContext): Promise<ReviewOutcome> {
  const why = reason.trim();
  if (why === '') throw invalidField('reason', 'rule.required');
  return db.transaction(async (tx) => {
    const order = await lockPending(tx, orderNo);
    await tx
      .update(rechargeOrders)
      .set({ status: 'rejected', rejectReason: why.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(rechargeOrders.id, order.id));
    // Nothing moves, so no balance push tells the member's open app: this one does, on commit.
    await announceMoneyChange(tx, order.memberId, 'recharge');
    // Nothing moves, so the context's caches have nothing to forget; its actor goes to the audit log the caller writes.
    return { orderNo: order.orderNo, memberId: order.memberId, status: 'rejected' };
  });
}
