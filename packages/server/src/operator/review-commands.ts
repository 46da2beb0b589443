import { Decimal } from 'decimal.js';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import type { Tx } from '../db/types.js';
import { formatMoney } from '../ledger/money.js';
import type { PendingOrder, ReviewContext, ReviewOutcome } from '../money/review.js';
import { approveRecharge, listPendingRecharges, rejectRecharge } from '../modules/recharge/recharge-review.js';
import { listPendingWithdrawals, payWithdrawal, rejectWithdrawal } from '../modules/withdraw/withdrawal-review.js';
import type { CommandOutcome, OperatorCommand } from './operator-commands.js';

/** `pending`: recharges and withdrawals waiting for an operator, oldest first (the order to work in). */
export async function listPending(tx: Tx, limit: number): Promise<CommandOutcome> {
  const [recharges, withdrawals] = await Promise.all([listPendingRecharges(tx, limit), listPendingWithdrawals(tx, limit)]);
  // Each module writes amounts its own way; the operator reads them all alike (`100.00`).
  const orders = [...recharges, ...withdrawals]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .slice(0, limit)
    .map((order) => ({ ...order, amount: formatMoney(new Decimal(order.amount)) }));
  const data = { orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })) };
  if (orders.length === 0) return { ok: true, text: 'Nothing is waiting for review.', data };
  return { ok: true, text: orders.map(describePending).join('\n'), data };
}

function describePending(order: PendingOrder): string {
  const kind = order.kind === 'recharge' ? 'recharge  ' : 'withdrawal';
  const detail = order.detail === '' ? '' : `  ${order.detail}`;
  return `${order.createdAt.toISOString()}  ${kind} ${order.orderNo}  ${order.username} (#${order.memberId})  ${order.mode}  ${order.amount} ${order.currency}${detail}`;
}

type ReviewCommand = Extract<OperatorCommand, { name: 'recharge-approve' | 'recharge-reject' | 'withdrawal-pay' | 'withdrawal-reject' }>;

const DONE: Readonly<Record<ReviewCommand['name'], string>> = {
  'recharge-approve': 'Recharge approved',
  'recharge-reject': 'Recharge rejected',
  'withdrawal-pay': 'Withdrawal marked paid',
  'withdrawal-reject': 'Withdrawal rejected',
};

function decide(tx: Tx, command: ReviewCommand, context: ReviewContext): Promise<ReviewOutcome> {
  switch (command.name) {
    case 'recharge-approve':
      return approveRecharge(tx, command.orderNo, context);
    case 'recharge-reject':
      return rejectRecharge(tx, command.orderNo, command.reason, context);
    case 'withdrawal-pay':
      return payWithdrawal(tx, command.orderNo, context);
    case 'withdrawal-reject':
      return rejectWithdrawal(tx, command.orderNo, command.reason, context);
  }
}

/**
 * Approves, pays or rejects one order through the recharge and withdrawal modules, inside the
 * operator's audited transaction. A refusal (unknown order, already decided, …) is thrown by them
 * as an AppError and reported in English by runAudited.
 */
export async function decideOrder(tx: Tx, command: ReviewCommand, context: { actor: string; caches?: InvalidationTarget }): Promise<CommandOutcome> {
  const outcome = await decide(tx, command, { actor: context.actor, ...(context.caches ? { caches: context.caches } : {}) });
  const reason = 'reason' in command ? ` Reason given to the member: ${command.reason}` : '';
  return {
    ok: true,
    text: `${DONE[command.name]}: ${outcome.orderNo} of member #${outcome.memberId} is now ${outcome.status}.${reason}`,
    data: outcome,
  };
}
