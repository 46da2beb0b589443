import { Decimal } from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CODE, type AppLanguage, type TGoodsOrder } from '@meridian/protocol';
import { goodsOrders, ledgerAccounts } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { AppError } from '../../http/app-error.js';
import { PLATFORM_ACCOUNT, memberAccountIds, platformAccountId } from '../../ledger/accounts.js';
import { ledgerAmount } from '../../ledger/amount.js';
import { requestIdOf } from '../../ledger/entry-kinds.js';
import { postEntry } from '../../ledger/post-entry.js';
import { creditReferralCommissions, findUplines } from '../agent/credit-referral-commissions.js';
import { toGoodsOrder } from './goods-order-view.js';

export interface GoodsOrderPayment {
  memberId: number;
  orderNo: string;
  /** Percent of the order's commission per upline level (the task setting's). */
  referralPercents: readonly string[];
  nowMs: number;
  /** The member's language, for the order it answers. */
  language: AppLanguage;
}

/**
 * Locks every account the payment will touch, in id order as postEntry does, before any of them
 * is posted to: the payment posts several entries, and taking the locks one entry at a time
 * could wait in a cycle with another member's payment. Returns the balances read under the lock.
 */
async function lockAccounts(tx: Tx, accountIds: readonly number[]): Promise<Map<number, Decimal>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(accountIds)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, new Decimal(row.balance)]));
}

/**
 * Pays a waiting goods order of the member inside the caller's transaction: ONE journal entry
 * debits the price from the available balance and credits the price plus the commission, the
 * commission coming from the platform's rewards account; the uplines' referral commissions follow
 * in the same transaction. The order row is locked, so of two payments at once only the first
 * pays; the second finds it paid. Another member's order is "not found", like one that does not exist.
 */
export async function settleGoodsOrder(tx: Tx, payment: GoodsOrderPayment): Promise<TGoodsOrder> {
  const [order] = await tx
    .select()
    .from(goodsOrders)
    .where(and(eq(goodsOrders.orderNo, payment.orderNo), eq(goodsOrders.memberId, payment.memberId)))
    .for('update');
  if (!order) throw new AppError(CODE.NOT_FOUND, 'error.goodsOrderNotFound');
  if (order.status !== 'waiting') throw new AppError(CODE.ORDER_STATE, 'error.goodsOrderState', {}, { status: order.status });

  const accounts = await memberAccountIds(tx, payment.memberId);
  if (!accounts) throw new Error(`member ${payment.memberId} has no ledger accounts`);
  const rewards = await platformAccountId(tx, PLATFORM_ACCOUNT.rewards, order.currency);
  const uplines = await findUplines(tx, payment.memberId, payment.referralPercents.length);
  const balances = await lockAccounts(tx, [accounts.available, rewards, ...uplines.map((upline) => upline.availableAccountId)]);

  // The entry's net effect on the member is +commission, so the ledger's CHECK alone would let a
  // member pay a price they no longer hold: the price must be there, as when the order was grabbed.
  const price = new Decimal(order.price);
  const commission = new Decimal(order.commission);
  if ((balances.get(accounts.available) ?? new Decimal(0)).lessThan(price)) {
    throw new AppError(CODE.INSUFFICIENT_FUNDS, 'error.goodsOrderBalanceLow');
  }
  const { entryId } = await postEntry(tx, {
    kind: 'goods_order_pay',
    requestId: requestIdOf('goods_order_pay', order.orderNo),
    memo: `goods order ${order.orderNo} paid with ${new Decimal(order.commissionPercent).toFixed()} % commission`,
    cause: { type: 'task', id: order.orderNo },
    postings: [
      { accountId: accounts.available, amount: ledgerAmount(price.negated()) },
      { accountId: accounts.available, amount: ledgerAmount(price.plus(commission)) },
      ...(commission.isZero() ? [] : [{ accountId: rewards, amount: ledgerAmount(commission.negated()) }]),
    ],
  });
  const [paid] = await tx
    .update(goodsOrders)
    .set({ status: 'paid', paidAt: new Date(payment.nowMs), payEntryId: entryId })
    .where(eq(goodsOrders.id, order.id))
    .returning();
  if (!paid) throw new Error(`goods order ${order.orderNo} vanished while paid`);

  await creditReferralCommissions(tx, {
    sourceMemberId: payment.memberId,
    baseAmount: commission,
    currency: order.currency,
    causeType: 'goods_order',
    causeId: order.orderNo,
    percents: payment.referralPercents,
  });
  return toGoodsOrder(paid, payment.language);
}
