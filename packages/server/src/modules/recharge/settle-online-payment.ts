import { Decimal } from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { InvalidationTarget } from '../../db/invalidation-bus.js';
import { rechargeOrders } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { announceMoneyChange } from '../../live/money-changes.js';
import type { PaymentNotice } from '../../payments/payment-provider.js';
import { creditRechargeOrder } from './credit-recharge.js';
import { lockOrder } from './recharge-orders.js';

/**
 * What became of a provider's notice. `settled` and `already` are acknowledged (a provider resends
 * until acknowledged, so a repeat must be answered as a success that changes nothing); the others
 * are refused and changed nothing.
 */
export type SettleOutcome =
  | { kind: 'settled'; status: 'completed' | 'failed' }
  | { kind: 'already'; status: string }
  | { kind: 'unknown_order' }
  | { kind: 'amount_mismatch' }
  | { kind: 'order_state'; status: string };

/**
 * Applies a verified notice to its online order, with the order row locked: approved → credited
 * (exactly once: concurrent and replayed notices find it completed), declined → failed. The
 * amount and currency must be exactly the order's.
 */
export async function settleOnlinePayment(db: Db, notice: PaymentNotice, caches?: InvalidationTarget): Promise<SettleOutcome> {
  return db.transaction(async (tx): Promise<SettleOutcome> => {
    const order = await lockOrder(tx, notice.orderNo);
    if (!order || order.mode !== 'online') return { kind: 'unknown_order' };
    if (!new Decimal(notice.amount).equals(order.amount) || notice.currency !== order.currency) return { kind: 'amount_mismatch' };
    const wanted = notice.outcome === 'approved' ? 'completed' : 'failed';
    if (order.status === wanted) return { kind: 'already', status: order.status };
    if (order.status !== 'waiting_payment') return { kind: 'order_state', status: order.status };
    if (notice.outcome === 'approved') {
      await creditRechargeOrder(tx, order, `online payment ${notice.providerRef}`, caches);
      return { kind: 'settled', status: 'completed' };
    }
    await tx.update(rechargeOrders).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(rechargeOrders.id, order.id));
    await announceMoneyChange(tx, order.memberId, 'recharge');
    return { kind: 'settled', status: 'failed' };
  });
}
