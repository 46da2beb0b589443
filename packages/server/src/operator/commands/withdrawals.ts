import { z } from 'zod';
import { PAGE_FLAGS, PAGE_QUERY, pageFields, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { WITHDRAWAL_FILTER } from '../list-filters.js';
import { listWithdrawals } from '../money-lists.js';

/** Every withdrawal, newest first, by status or member. */
export const withdrawalsList = defineRead({
  name: 'withdrawals',
  fields: z.object({ ...WITHDRAWAL_FILTER.fields, ...pageFields(['id']) }),
  group: 'money',
  summary: 'withdrawals of every member (newest first), by status or member',
  line: { flags: { ...WITHDRAWAL_FILTER.flags, ...PAGE_FLAGS } },
  routes: [{ method: 'GET', path: '/withdrawals', query: { ...WITHDRAWAL_FILTER.query, ...PAGE_QUERY } }],
  effect: async (tx, command) => {
    const page = await listWithdrawals(tx, command);
    const lines = page.items.map((o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${o.amount} ${o.currency} (fee ${o.fee})  ${o.status}`);
    return { ok: true, text: pageText(page, command, lines, 'No withdrawal matches.'), data: page };
  },
});
