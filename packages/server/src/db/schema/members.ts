import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
