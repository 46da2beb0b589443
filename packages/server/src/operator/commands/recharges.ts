import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { RECHARGE_FILTER } from '../list-filters.js';
import { dayRangeRefusal } from '../day-range.js';
import { totalsText } from '../list-totals.js';
import { listRecharges } from '../money-lists.js';

/** Every recharge order, newest first, by status or member. */
export const recharges = defineRead({
  name: 'recharges',
  fields: ADMIN_INPUTS.recharges,
  group: 'money',
  summary: 'recharge orders of every member (newest first), by status, member or days (UTC), with what every match adds up to',
  line: { flags: { ...RECHARGE_FILTER.flags, ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.recharges,
  effect: async (tx, command) => {
    const refusal = dayRangeRefusal(command);
    if (refusal !== null) return refusal;
    const page = await listRecharges(tx, command);
    const lines = page.items.map((o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${o.mode}  ${o.amount} ${o.currency}  ${o.status}`);
    return { ok: true, text: pageText(page, command, lines, 'No recharge matches.') + totalsText(page.totals), data: page };
  },
});
