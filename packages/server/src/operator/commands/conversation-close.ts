import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { supportConversations } from '../../db/schema/index.js';
import { ID_POSITIONAL, ZRecordId } from '../command-fields.js';
import { defineCommand } from '../command-types.js';

/** Support is done: the conversation closes, and the member's next message opens a new one. */
export const conversationClose = defineCommand({
  name: 'conversation-close',
  fields: z.object({ id: ZRecordId }),
  group: 'platform',
  summary: 'close a conversation with support when it is done',
  line: { positionals: [ID_POSITIONAL] },
  routes: [{ method: 'POST', path: '/conversations/:id/close', numbers: ['id'] }],
  audit: { target: (command) => `conversation:${command.id}` },
  effect: async (tx, { id }) => {
    const closed = await tx
      .update(supportConversations)
      .set({ status: 'closed', closedAt: sql`now()`, supportUnread: 0 })
      .where(and(eq(supportConversations.id, id), eq(supportConversations.status, 'open')))
      .returning({ id: supportConversations.id });
    if (closed.length === 0) return { ok: false, text: `No open conversation #${id}.`, status: 409 };
    return { ok: true, text: `Conversation #${id} closed.`, data: { id, status: 'closed' } };
  },
});
