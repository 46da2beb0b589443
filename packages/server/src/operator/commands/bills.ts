import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { BILL_FILTER } from '../list-filters.js';
import { dayRangeRefusal } from '../day-range.js';
import { totalsText } from '../list-totals.js';
import { listBills } from '../money-lists.js';

/** Every member's bills (what their bill list shows), newest first, by member or type. */
export const bills = defineRead({
  name: 'bills',
  fields: ADMIN_INPUTS.bills,
  group: 'money',
  summary: "members' bills (newest first), by member, type or days (UTC), with what every match adds up to",
  line: { flags: { ...BILL_FILTER.flags, ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.bills,
  effect: async (tx, command) => {
    const refusal = dayRangeRefusal(command);
    if (refusal !== null) return refusal;
    const page = await listBills(tx, command);
    const lines = page.items.map((b) => `${b.createdAt}  #${b.id}  ${b.username} (#${b.memberId})  ${b.type}  ${b.amount} ${b.currency}  ${b.memo}`);
    return { ok: true, text: pageText(page, command, lines, 'No bill matches.') + totalsText(page.totals), data: page };
  },
});
