import { and, asc, desc, eq } from 'drizzle-orm';
import type { TSupportMessage } from '@meridian/protocol';
import { supportConversations, supportMessages } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../db/types.js';

/** A member's conversations with support, as the member's calls and the operators' commands read and write them. */

export type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** How many of the latest messages a conversation shows (older ones stay kept). */
export const MESSAGES_SHOWN = 200;

export function toSupportMessage(row: MessageRow): TSupportMessage {
  return { id: row.id, from: row.sender === 'member' ? 'member' : 'support', text: row.body, imageUrl: row.imageUrl, createdAt: row.createdAt.getTime() };
}

/** The member's latest conversation (open or closed), or null. */
export async function latestConversation(db: DbOrTx, memberId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.memberId, memberId)).orderBy(desc(supportConversations.id)).limit(1);
  return row ?? null;
}

/** The conversation's latest messages, oldest first. */
export async function latestMessages(db: DbOrTx, conversationId: number): Promise<TSupportMessage[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map(toSupportMessage);
}

/** The member's open conversation, locked; a new one when there is none (the last was closed, or never was). */
export async function openConversationFor(tx: Tx, memberId: number): Promise<ConversationRow> {
  const [open] = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.memberId, memberId), eq(supportConversations.status, 'open')))
    .orderBy(asc(supportConversations.id))
    .limit(1)
    .for('update');
  if (open) return open;
  const [created] = await tx.insert(supportConversations).values({ memberId }).returning();
  if (!created) throw new Error('support_conversations insert returned nothing');
  return created;
}

/** Adds a message and moves the unread count of the side that did not write it. */
export async function addMessage(
  tx: Tx,
  conversation: ConversationRow,
  message: { sender: 'member' | 'support'; operatorId: number | null; text: string; imageUrl: string },
): Promise<TSupportMessage> {
  const [row] = await tx
    .insert(supportMessages)
    .values({ conversationId: conversation.id, sender: message.sender, operatorId: message.operatorId, body: message.text, imageUrl: message.imageUrl })
    .returning();
  if (!row) throw new Error('support_messages insert returned nothing');
  const fromMember = message.sender === 'member';
  await tx
    .update(supportConversations)
    .set({
      lastMessageAt: row.createdAt,
      memberUnread: fromMember ? conversation.memberUnread : conversation.memberUnread + 1,
      // Support answering has read what the member wrote.
      supportUnread: fromMember ? conversation.supportUnread + 1 : 0,
      ...(fromMember || conversation.assignedOperatorId !== null || message.operatorId === null ? {} : { assignedOperatorId: message.operatorId }),
    })
    .where(eq(supportConversations.id, conversation.id));
  return toSupportMessage(row);
}
