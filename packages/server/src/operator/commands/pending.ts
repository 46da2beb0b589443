import { ADMIN_INPUTS, ADMIN_ROUTES, PENDING_KINDS, PENDING_SORTS } from '@meridian/protocol';
import { DEFAULT_LIMIT } from '../command-fields.js';
import { defineRead } from '../command-types.js';
import { MEMBER_FILTER } from '../member-ref.js';
import { readPendingQueue, type QueuedOrder } from '../pending-queue.js';

function describePending(order: QueuedOrder): string {
  const kind = order.kind === 'recharge' ? 'recharge  ' : 'withdrawal';
  const detail = order.detail === '' ? '' : `  ${order.detail}`;
  const held =
    order.approvalId !== null
      ? `  waiting for approval #${order.approvalId}`
      : order.fourEyesAbove === null
        ? ''
        : `  above the four-eyes limit of ${order.fourEyesAbove} (pay it with --reason for the second operator)`;
  const claimed = order.claim === null ? '' : `  held by ${order.claim.claimedBy}`;
  return `${order.createdAt}  ${kind} ${order.orderNo}  ${order.username} (#${order.memberId})  ${order.mode}  ${order.amount} ${order.currency}${detail}${held}${claimed}`;
}

/** Recharges and withdrawals waiting for an operator, oldest first (the order to work in), a page at a time. */
export const pending = defineRead({
  name: 'pending',
  fields: ADMIN_INPUTS.pending,
  group: 'money',
  summary: 'recharges and withdrawals waiting for review (oldest first), by kind or member, by time or amount',
  line: {
    flags: {
      limit: ['limit', 'limit'],
      page: ['page', 'int', '<n>'],
      kind: ['kind', 'text', PENDING_KINDS.join('|')],
      ...MEMBER_FILTER.flags,
      sort: ['sort', 'text', PENDING_SORTS.join('|')],
      order: ['order', 'text', 'asc|desc'],
    },
    fixed: { limit: DEFAULT_LIMIT },
  },
  routes: ADMIN_ROUTES.pending,
  effect: async (tx, command) => {
    const data = await readPendingQueue(tx, command);
    if (data.total === 0) return { ok: true, text: 'Nothing is waiting for review.', data };
    if (data.orders.length === 0) return { ok: true, text: `Page ${command.page ?? 1} is past the end: ${data.total} orders wait.`, data };
    return { ok: true, text: data.orders.map(describePending).join('\n'), data };
  },
});
