import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Codes sent by email or SMS, and password-reset tickets. Only a hash is kept; `attempts` counts
 * wrong guesses so a code dies after a few.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    /** Normalised email, phone, or `member:<id>`. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The sha256 of the device cookie of the browser it was sent for (null: a client without one).
     * It is checked only from that browser: a stranger's guesses never spend a member's code.
     */
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_purpose_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/**
 * Every message with a code, and whether it went: the queue of code-delivery.ts. Its code and text
 * are erased once sent; no operator command ever reads them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code').notNull(),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
