import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { defineRead } from '../command-types.js';
import { PAGE_FLAGS, pageText } from '../command-paging.js';
import { listMembers } from '../member-list.js';

/** Members found by name, id, mobile, email or invite code, or registered between two days. */
export const membersList = defineRead({
  name: 'members',
  fields: ADMIN_INPUTS.members,
  group: 'platform',
  summary: 'find members (by username, id, mobile with or without +, part of an email, or invite code; by registration day)',
  line: { flags: { q: ['q', 'text', '<text>'], from: ['registeredFrom', 'text', '<day>'], to: ['registeredTo', 'text', '<day>'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.members,
  effect: async (tx, command) => {
    const page = await listMembers(tx, command);
    const lines = page.items.map((m) => `#${m.id}  ${m.username}  ${m.mobile || '-'}  ${m.email || '-'}  ${m.inviteCode}  balance ${m.balance}  frozen ${m.frozen}  since ${m.registeredAt}`);
    return { ok: true, text: pageText(page, command, lines, 'No member matches.'), data: page };
  },
});
