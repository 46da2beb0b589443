import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { describeText } from '../../i18n/localized-text.js';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { MEMBER_FILTER } from '../member-ref.js';
import { listMiningOrders } from '../order-lists.js';

/** Every mining machine members bought, newest first. Read-only. */
export const miningOrdersList = defineRead({
  name: 'mining-orders',
  fields: ADMIN_INPUTS['mining-orders'],
  group: 'money',
  summary: "members' mining orders (newest first), by member or status",
  line: { flags: { ...MEMBER_FILTER.flags, status: ['status', 'text', 'running|finished'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES['mining-orders'],
  effect: async (tx, command) => {
    const page = await listMiningOrders(tx, command);
    const lines = page.items.map(
      (o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${describeText(o.productName)}  ${o.price} ${o.currency}  ${o.dailyRate}%/day  day ${o.daysPaid}/${o.lockDays}  ${o.status}`,
    );
    return { ok: true, text: pageText(page, command, lines, 'No mining order matches.'), data: page };
  },
});
