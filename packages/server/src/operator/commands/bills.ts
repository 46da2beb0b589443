import { z } from 'zod';
import { PAGE_FLAGS, PAGE_QUERY, pageFields, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { BILL_FILTER } from '../list-filters.js';
import { listBills } from '../money-lists.js';

/** Every member's bills (what their bill list shows), newest first, by member or type. */
export const bills = defineRead({
  name: 'bills',
  fields: z.object({ ...BILL_FILTER.fields, ...pageFields(['id']) }),
  group: 'money',
  summary: "members' bills (newest first), by member or type",
  line: { flags: { ...BILL_FILTER.flags, ...PAGE_FLAGS } },
  routes: [{ method: 'GET', path: '/bills', query: { ...BILL_FILTER.query, ...PAGE_QUERY } }],
  effect: async (tx, command) => {
    const page = await listBills(tx, command);
    const lines = page.items.map((b) => `${b.createdAt}  #${b.id}  ${b.username} (#${b.memberId})  ${b.type}  ${b.amount} ${b.currency}  ${b.memo}`);
    return { ok: true, text: pageText(page, command, lines, 'No bill matches.'), data: page };
  },
});
