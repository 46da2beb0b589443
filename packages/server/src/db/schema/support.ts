import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { operators } from './operators.js';

/**
 * A member's conversation with support (the customer-service page): open until a support operator
 * closes it; the member's next message opens a new one. One operator it is assigned to (the
 * first who answers); unread counts on both sides.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** open, closed. */
    status: text('status').notNull().default('open'),
    assignedOperatorId: integer('assigned_operator_id').references(() => operators.id),
    /** Support's messages the member has not read; the member's that support has not answered. */
    memberUnread: integer('member_unread').notNull().default(0),
    supportUnread: integer('support_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('support_conversations_member_idx').on(t.memberId, t.id), index('support_conversations_status_idx').on(t.status, t.lastMessageAt)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id),
    /** member, support. */
    sender: text('sender').notNull(),
    /** The operator who wrote it (support's messages). */
    operatorId: integer('operator_id').references(() => operators.id),
    body: text('body').notNull().default(''),
    /** A picture under /uploads/ (the member's own upload, or one the operator sent), or empty. */
    imageUrl: text('image_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_conversation_idx').on(t.conversationId, t.id)],
);
