import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { defineRead } from '../command-types.js';
import { MEMBER_FILTER } from '../member-ref.js';
import { listContracts } from '../order-lists.js';

/** Every member's contracts, newest first, with the ticks they were bought and settled on. Read-only. */
export const contractsList = defineRead({
  name: 'contracts',
  fields: ADMIN_INPUTS.contracts,
  group: 'money',
  summary: "members' contracts (newest first) with their purchase and settlement ticks, by member, open or settled, direction",
  line: { flags: { ...MEMBER_FILTER.flags, status: ['status', 'text', 'open|settled'], direction: ['direction', 'text', 'up|down'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.contracts,
  effect: async (tx, command) => {
    const page = await listContracts(tx, command);
    const lines = page.items.map((c) => {
      const settled = c.settlePrice === null ? `expires ${c.expiresAt}` : `→ ${c.settlePrice} @ ${c.settleTickAt ?? '-'}  ${c.profit ?? '-'}`;
      return `${c.createdAt}  ${c.orderNo}  ${c.username} (#${c.memberId})  ${c.allname} ${c.direction} ${c.seconds}s  ${c.amount} ${c.currency}  ${c.purchasePrice} @ ${c.purchaseTickAt} ${settled}  ${c.status}`;
    });
    return { ok: true, text: pageText(page, command, lines, 'No contract matches.'), data: page };
  },
});
