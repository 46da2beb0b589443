import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { describeText } from '../../i18n/localized-text.js';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { MEMBER_FILTER } from '../member-ref.js';
import { listTaskOrders } from '../order-lists.js';

/** Every goods order members grabbed (their tasks), newest first. Read-only. */
export const taskOrdersList = defineRead({
  name: 'task-orders',
  fields: ADMIN_INPUTS['task-orders'],
  group: 'money',
  summary: "members' goods-order tasks (newest first), by member or status",
  line: { flags: { ...MEMBER_FILTER.flags, status: ['status', 'text', 'waiting|paid'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES['task-orders'],
  effect: async (tx, command) => {
    const page = await listTaskOrders(tx, command);
    const lines = page.items.map(
      (o) => `${o.createdAt}  ${o.orderNo}  ${o.username} (#${o.memberId})  ${describeText(o.goodsName)}  ${o.price} ${o.currency}  +${o.commission} (${o.commissionPercent}%)  ${o.status}`,
    );
    return { ok: true, text: pageText(page, command, lines, 'No task order matches.'), data: page };
  },
});
