import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the member sets one (updatePayPasswordByOld, first time). */
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    inviteCode: text('invite_code').notNull(),
    inviterId: integer('inviter_id').references((): AnyPgColumn => members.id),
    /** `±HH:MM`, as the app shows it. */
    timeZone: text('time_zone').notNull().default('+00:00'),
    usdtAddress: text('usdt_address').notNull().default(''),
    network: text('network').notNull().default(''),
    /** Set by an operator (support): no sign-in, and every session ended when set. */
    loginFrozen: boolean('login_frozen').notNull().default(false),
    /** Set by an operator: no new withdrawal (pending ones stay for finance to decide). */
    withdrawFrozen: boolean('withdraw_frozen').notNull().default(false),
    /**
     * A task level an operator granted (support: member-level): the member's level is never below
     * it, whatever their paid orders say. Null: the level follows paid orders alone. It only ever
     * raises a level, never takes away one the member earned.
     */
    grantedLevel: integer('granted_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `Demo0001` and `demo0001` are one member.
    uniqueIndex('members_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('members_invite_code_key').on(t.inviteCode),
    index('members_inviter_id_idx').on(t.inviterId),
  ],
);

export type MemberRow = typeof members.$inferSelect;
