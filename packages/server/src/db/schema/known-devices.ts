import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { operators } from './operators.js';

/**
 * The browsers a member has signed in from with the right password (and second factor): their
 * device cookie's sha256 (security/device-cookie.ts), never the cookie. Failures from a known device
 * lock only that device; a guessing campaign from unknown clients never locks it out.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_devices_member_token_key').on(t.memberId, t.tokenHash), index('member_devices_token_idx').on(t.tokenHash)],
);

/** The same for operators: the browsers they finished the console's sign-in from. */
export const operatorDevices = pgTable(
  'operator_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_devices_operator_token_key').on(t.operatorId, t.tokenHash)],
);
