import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/** Scale of every amount: the ledger's (NUMERIC(30, 8)). */
const MONEY = { precision: 30, scale: 8 } as const;

/**
 * The limits a member set on their own contracts (issue 20), one row made on first use; a member
 * without a row has none. A loosening waits 24 hours: the `*_next` value takes over at `*_next_at`
 * (read so whenever it is read; nothing has to run at that moment). The placing of a contract locks
 * this row, so two contracts of one member are checked against the limits one after the other.
 */
export const memberTradingLimits = pgTable(
  'member_trading_limits',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    /** The most the day's contracts may lose, net of wins; null: none. */
    lossLimit: numeric('loss_limit', MONEY),
    lossLimitNext: numeric('loss_limit_next', MONEY),
    /** When `loss_limit_next` takes over; null when no change waits (then `loss_limit_next` means nothing). */
    lossLimitNextAt: timestamp('loss_limit_next_at', { withTimezone: true }),
    /** The most the day's contracts may stake; null: none. */
    stakeLimit: numeric('stake_limit', MONEY),
    stakeLimitNext: numeric('stake_limit_next', MONEY),
    stakeLimitNextAt: timestamp('stake_limit_next_at', { withTimezone: true }),
    /** The session reminder's interval in minutes; null: off. */
    reminderMinutes: integer('reminder_minutes'),
    reminderMinutesNext: integer('reminder_minutes_next'),
    reminderMinutesNextAt: timestamp('reminder_minutes_next_at', { withTimezone: true }),
    /** No contracts before this moment (a break; ending it early moves this to 24 hours ahead). */
    coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
    /** Self-excluded from contracts since this moment; null: not excluded. */
    excludedSince: timestamp('excluded_since', { withTimezone: true }),
    /** When an asked end of the exclusion comes; null: none asked. */
    exclusionEndsAt: timestamp('exclusion_ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_trading_limits_amounts_check', sql`${t.lossLimit} > 0 and ${t.stakeLimit} > 0 and ${t.lossLimitNext} > 0 and ${t.stakeLimitNext} > 0`),
    check('member_trading_limits_reminder_check', sql`${t.reminderMinutes} > 0 and ${t.reminderMinutesNext} > 0`),
  ],
);

export type TradingLimitsRow = typeof memberTradingLimits.$inferSelect;
