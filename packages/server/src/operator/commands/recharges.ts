import { z } from 'zod';
import { ZRecordId } from '../command-fields.js';
import { PAGE_FLAGS, PAGE_QUERY, pageFields, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { listRecharges } from '../money-lists.js';

/** Every recharge order, newest first, by status or member. */
export const recharges = defineRead({
  name: 'recharges',
  fields: z.object({
    status: z.enum(['waiting_payment', 'pending_review', 'completed', 'rejected', 'cancelled', 'failed']).optional(),
    memberId: ZRecordId.optional(),
    ...pageFields(['id']),
  }),
  group: 'money',
  summary: 'recharge orders of every member (newest first), by status or member',
  line: { flags: { status: ['status', 'text', '<status>'], member: ['memberId', 'int', '<id>'], ...PAGE_FLAGS } },
  routes: [{ method: 'GET', path: '/recharges', query: { status: 'text', memberId: 'int', ...PAGE_QUERY } }],
  effect: async (tx, command) => {
    const page = await listRecharges(tx, command);
    const lines = page.items.map((o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${o.mode}  ${o.amount} ${o.currency}  ${o.status}`);
    return { ok: true, text: pageText(page, command, lines, 'No recharge matches.'), data: page };
  },
});
