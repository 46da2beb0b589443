import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { formatLedgerAmount } from '../../ledger/format-ledger-amount.js';
import type { PendingOrder } from '../../money/review.js';
import { listPendingRecharges } from '../../modules/recharge/recharge-review.js';
import { listPendingWithdrawals } from '../../modules/withdraw/withdrawal-review.js';
import { DEFAULT_LIMIT, ZLimit } from '../command-fields.js';
import { defineRead } from '../command-types.js';

function describePending(order: PendingOrder): string {
  const kind = order.kind === 'recharge' ? 'recharge  ' : 'withdrawal';
  const detail = order.detail === '' ? '' : `  ${order.detail}`;
  return `${order.createdAt.toISOString()}  ${kind} ${order.orderNo}  ${order.username} (#${order.memberId})  ${order.mode}  ${order.amount} ${order.currency}${detail}`;
}

/** Recharges and withdrawals waiting for an operator, oldest first (the order to work in). */
export const pending = defineRead({
  name: 'pending',
  fields: z.object({ limit: ZLimit }),
  group: 'money',
  summary: 'recharges and withdrawals waiting for review (oldest first)',
  line: { flags: { limit: ['limit', 'limit'] }, fixed: { limit: DEFAULT_LIMIT } },
  routes: [{ method: 'GET', path: '/pending', query: { limit: 'limit' } }],
  effect: async (tx, { limit }) => {
    const [recharges, withdrawals] = await Promise.all([listPendingRecharges(tx, limit), listPendingWithdrawals(tx, limit)]);
    // Each module writes amounts its own way; the operator reads them all alike (`100.00`).
    const orders = [...recharges, ...withdrawals]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .slice(0, limit)
      .map((order) => ({ ...order, amount: formatLedgerAmount(new Decimal(order.amount)) }));
    const data = { orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })) };
    if (orders.length === 0) return { ok: true, text: 'Nothing is waiting for review.', data };
    return { ok: true, text: orders.map(describePending).join('\n'), data };
  },
});
