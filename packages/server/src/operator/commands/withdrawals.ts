import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { WITHDRAWAL_FILTER } from '../list-filters.js';
import { dayRangeRefusal } from '../day-range.js';
import { totalsText } from '../list-totals.js';
import { listWithdrawals } from '../money-lists.js';

/** Every withdrawal, newest first, by status or member. */
export const withdrawalsList = defineRead({
  name: 'withdrawals',
  fields: ADMIN_INPUTS.withdrawals,
  group: 'money',
  summary: 'withdrawals of every member (newest first), by status, member or days (UTC), with what every match adds up to',
  line: { flags: { ...WITHDRAWAL_FILTER.flags, ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.withdrawals,
  effect: async (tx, command) => {
    const refusal = dayRangeRefusal(command);
    if (refusal !== null) return refusal;
    const page = await listWithdrawals(tx, command);
    const lines = page.items.map((o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${o.amount} ${o.currency} (fee ${o.fee})  ${o.status}`);
    return { ok: true, text: pageText(page, command, lines, 'No withdrawal matches.') + totalsText(page.totals), data: page };
  },
});
