import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * A member's account protection (the security centre), one row made on first use. Kept apart from
 * `members` so the secrets here are read only by the code that checks them, never by the many
 * queries that read a member's profile.
 */
export const memberSecurity = pgTable('member_security', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** The authenticator's secret while 2-step is on; null when off. */
  totpSecret: text('totp_secret'),
  /** A secret shown for turning 2-step on and not yet confirmed with a code. */
  pendingTotpSecret: text('pending_totp_secret'),
  /** The last time step accepted: a code is good once, never again within its window. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** sha256 of each unused recovery code; one is removed when used. */
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The member's phrase, shown in every mail and letter we send them and in the withdrawal confirmation. */
  antiPhishingCode: text('anti_phishing_code'),
  /** Withdrawals only to saved destinations, each usable a delay after it was added. */
  withdrawWhitelist: boolean('withdraw_whitelist').notNull().default(false),
  /** Turning the whitelist off waits too: it stays on until then. */
  withdrawWhitelistEndsAt: timestamp('withdraw_whitelist_ends_at', { withTimezone: true }),
  /**
   * When the profile's USDT address last changed: under the whitelist it waits the delay from here,
   * as a bank card waits from its creation. Null for an address saved before this was kept.
   */
  usdtAddressSetAt: timestamp('usdt_address_set_at', { withTimezone: true }),
  /** After a password change or 2-step turned off: no withdrawal before this moment. */
  withdrawHoldUntil: timestamp('withdraw_hold_until', { withTimezone: true }),
  /**
   * sha256 of each unused account recovery code (issue 35): a password reset without email or
   * phone. Apart from the 2-step recovery codes, which stand in for the authenticator only.
   */
  accountRecoveryHashes: jsonb('account_recovery_hashes').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The short-lived ticket between sign-in's two steps: the password was right, the code is still
 * owed. Stored as its sha256, used once.
 */
export const secondStepTickets = pgTable(
  'second_step_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('second_step_tickets_token_hash_key').on(t.tokenHash)],
);

/**
 * A change of the account's email or phone (issue 35): the old value, so the link sent to the old
 * address can put it back within its time; the link's token is kept as a hash only.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** email or phone. */
    kind: text('kind').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    undoTokenHash: text('undo_token_hash').notNull(),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_changes_undo_token_key').on(t.undoTokenHash), index('contact_changes_member_idx').on(t.memberId)],
);
