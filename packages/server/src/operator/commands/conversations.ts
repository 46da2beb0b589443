import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { members, operators, supportConversations } from '../../db/schema/index.js';
import { PAGE_FLAGS, pageOrder, pageText, pageWindow, tableTotal, pageAndTotal } from '../command-paging.js';
import { defineRead } from '../command-types.js';

/** Members' conversations with support, the latest first; open ones by default. */
export const conversations = defineRead({
  name: 'conversations',
  fields: ADMIN_INPUTS.conversations,
  group: 'platform',
  summary: "members' conversations with support (latest message first)",
  line: { flags: { status: ['status', 'text', 'open|closed'], ...PAGE_FLAGS } },
  routes: ADMIN_ROUTES.conversations,
  effect: async (tx, command) => {
    const where = command.status === undefined ? undefined : eq(supportConversations.status, command.status);
    const [rows, total] = await pageAndTotal(
      command,
      tx
        .select({ conversation: supportConversations, username: members.username, assignedTo: operators.username })
        .from(supportConversations)
        .innerJoin(members, eq(members.id, supportConversations.memberId))
        .leftJoin(operators, eq(operators.id, supportConversations.assignedOperatorId))
        .where(where)
        .orderBy(...pageOrder(command, supportConversations.lastMessageAt, supportConversations.id))
        .limit(pageWindow(command).limit)
        .offset(pageWindow(command).offset),
      () => tableTotal(tx, command, supportConversations, where),
    );
    const items = rows.map(({ conversation, username, assignedTo }) => ({
      id: conversation.id,
      memberId: conversation.memberId,
      username,
      status: conversation.status,
      assignedTo,
      supportUnread: conversation.supportUnread,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
    }));
    const page = { items, ...total };
    const lines = items.map((c) => `#${c.id}  ${c.lastMessageAt}  ${c.username}  ${c.status}  ${c.assignedTo ?? 'unassigned'}  unread ${c.supportUnread}`);
    return { ok: true, text: pageText(page, command, lines, 'No conversation.'), data: page };
  },
});
