import { z } from 'zod';
import { ZBillType } from '@meridian/protocol';
import { ZRecordId } from '../command-fields.js';
import { PAGE_FLAGS, PAGE_QUERY, pageFields, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { listBills } from '../money-lists.js';

/** Every member's bills (what their bill list shows), newest first, by member or type. */
export const bills = defineRead({
  name: 'bills',
  fields: z.object({ memberId: ZRecordId.optional(), type: ZBillType.optional(), ...pageFields(['id']) }),
  group: 'money',
  summary: "members' bills (newest first), by member or type",
  line: { flags: { member: ['memberId', 'int', '<id>'], type: ['type', 'text', '<type>'], ...PAGE_FLAGS } },
  routes: [{ method: 'GET', path: '/bills', query: { memberId: 'int', type: 'text', ...PAGE_QUERY } }],
  effect: async (tx, command) => {
    const page = await listBills(tx, command);
    const lines = page.items.map((b) => `${b.createdAt}  #${b.id}  ${b.username} (#${b.memberId})  ${b.type}  ${b.amount} ${b.currency}  ${b.memo}`);
    return { ok: true, text: pageText(page, command, lines, 'No bill matches.'), data: page };
  },
});
