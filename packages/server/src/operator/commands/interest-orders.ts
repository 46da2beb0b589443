import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { MEMBER_FILTER } from '../member-ref.js';
import { listInterestOrders } from '../order-lists.js';

/** Every interest deposit, newest first. Read-only. */
export const interestOrdersList = defineRead({
  name: 'interest-orders',
  fields: ADMIN_INPUTS['interest-orders'],
  group: 'money',
  summary: "members' interest deposits (newest first), by member or status",
  line: { flags: { ...MEMBER_FILTER.flags, status: ['status', 'text', 'holding|extracted'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES['interest-orders'],
  effect: async (tx, command) => {
    const page = await listInterestOrders(tx, command);
    const lines = page.items.map(
      (o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${o.amount} ${o.currency}  ${o.dailyRate}%/day  ${o.daysAccrued} days, ${o.interestAccrued}  ${o.status}`,
    );
    return { ok: true, text: pageText(page, command, lines, 'No interest deposit matches.'), data: page };
  },
});
