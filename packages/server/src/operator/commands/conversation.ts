import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { members, supportConversations } from '../../db/schema/index.js';
import { latestMessages } from '../../modules/support/conversation-store.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

/** One conversation with its latest messages, oldest first. */
export const conversation = defineCommand({
  name: 'conversation',
  fields: ADMIN_INPUTS.conversation,
  group: 'platform',
  summary: "one member's conversation with support and its messages",
  line: { positionals: [ID_POSITIONAL] },
  routes: ADMIN_ROUTES.conversation,
  audit: { target: (command) => `conversation:${command.id}` },
  effect: async (tx, { id }) => {
    const [row] = await tx
      .select({ conversation: supportConversations, username: members.username })
      .from(supportConversations)
      .innerJoin(members, eq(members.id, supportConversations.memberId))
      .where(eq(supportConversations.id, id));
    if (!row) return { ok: false, ...said('conversation.missing', { id }), status: 404 };
    const messages = await latestMessages(tx, id);
    const lines = messages.map((m) => `${new Date(m.createdAt).toISOString()}  ${m.from === 'member' ? row.username : 'support'}: ${m.text}${m.imageUrl === '' ? '' : ` [${m.imageUrl}]`}`);
    return {
      ok: true,
      text: [`#${id} with ${row.username} (${row.conversation.status})`, ...lines].join('\n'),
      data: { id, memberId: row.conversation.memberId, username: row.username, status: row.conversation.status, messages },
    };
  },
});
