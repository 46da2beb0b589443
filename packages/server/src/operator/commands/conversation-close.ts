import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES } from '@meridian/protocol';
import { supportConversations } from '../../db/schema/index.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { said } from '../../i18n/console/console-translate.js';

/** Support is done: the conversation closes, and the member's next message opens a new one. */
export const conversationClose = defineCommand({
  name: 'conversation-close',
  fields: ADMIN_INPUTS['conversation-close'],
  group: 'platform',
  summary: 'close a conversation with support when it is done',
  line: { positionals: [ID_POSITIONAL] },
  routes: ADMIN_ROUTES['conversation-close'],
  audit: { target: (command) => `conversation:${command.id}` },
  effect: async (tx, { id }) => {
    const closed = await tx
      .update(supportConversations)
      .set({ status: 'closed', closedAt: sql`now()`, supportUnread: 0 })
      .where(and(eq(supportConversations.id, id), eq(supportConversations.status, 'open')))
      .returning({ id: supportConversations.id });
    if (closed.length === 0) return { ok: false, ...said('conversation.notOpen', { id }), status: 409 };
    return { ok: true, ...said('conversation.closedNow', { id }), data: { id, status: 'closed' } };
  },
});
