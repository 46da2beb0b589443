import { eq } from 'drizzle-orm';
import { ADMIN_INPUTS, ADMIN_ROUTES, LIVE_EVENT } from '@meridian/protocol';
import { supportConversations } from '../../db/schema/index.js';
import { findOperator } from '../../admin/operator-accounts.js';
import { announceLivePush } from '../../live/live-bus.js';
import { addMessage } from '../../modules/support/conversation-store.js';
import { ID_POSITIONAL } from '../command-fields.js';
import { defineCommand } from '../command-types.js';
import { storeOperatorImage } from '../operator-media.js';
import { said } from '../../i18n/console/console-translate.js';

/** The console's operator, when the actor is one (`console:<name>`): the conversation is theirs once they answer. */
async function operatorIdOf(tx: Parameters<typeof findOperator>[0], actor: string): Promise<number | null> {
  if (!actor.startsWith('console:')) return null;
  return (await findOperator(tx, actor.slice('console:'.length)))?.id ?? null;
}

/**
 * Support answers a member: text and/or a picture. The member's open app shows it at once (a
 * push on their sockets, after the commit); the first operator who answers is assigned.
 */
export const conversationReply = defineCommand({
  name: 'conversation-reply',
  fields: ADMIN_INPUTS['conversation-reply'],
  group: 'platform',
  summary: 'answer a member in their conversation with support (text, or --image FILE)',
  line: { positionals: [ID_POSITIONAL, { field: 'text', label: 'text', rest: true }], flags: { image: ['image', 'image', '<file>'] } },
  routes: ADMIN_ROUTES['conversation-reply'],
  audit: { target: (command) => `conversation:${command.id}` },
  effect: async (tx, command, context) => {
    if (command.text === '' && command.image === undefined) return { ok: false, ...said('conversation.empty') };
    const [conversation] = await tx.select().from(supportConversations).where(eq(supportConversations.id, command.id)).for('update');
    if (!conversation) return { ok: false, ...said('conversation.missing', { id: command.id }), status: 404 };
    if (conversation.status !== 'open') return { ok: false, ...said('conversation.closed', { id: command.id }), status: 409 };
    const image = command.image === undefined ? null : await storeOperatorImage(context.dataDir, command.image);
    if (image !== null && !image.ok) return image;
    const message = await addMessage(tx, conversation, {
      sender: 'support',
      operatorId: await operatorIdOf(tx, context.actor),
      text: command.text,
      imageUrl: image?.path ?? '',
    });
    await announceLivePush(tx, { kind: 'push', event: LIVE_EVENT.supportMessage, content: message, memberId: conversation.memberId });
    return { ok: true, ...said('conversation.sent', { id: command.id }), data: { message } };
  },
});
