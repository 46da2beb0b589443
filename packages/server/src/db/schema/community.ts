import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { journalEntries } from './ledger.js';
import { localizedText } from './localized-column.js';
import { members } from './members.js';

const MONEY = { precision: 30, scale: 8 } as const;
const PERCENT = { precision: 12, scale: 6 } as const;

/** Letters (station mail) from the operator: to one member, or to every member when `memberId` is null. */
export const letters = pgTable(
  'letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').references(() => members.id),
    title: localizedText('title').notNull(),
    /** HTML as the operator wrote it, per language; the app sanitises it before showing it. */
    content: localizedText('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('letters_member_idx').on(t.memberId, t.createdAt), index('letters_created_at_idx').on(t.createdAt)],
);

/** Which member has read which letter (a broadcast letter is read per member). */
export const letterReads = pgTable(
  'letter_reads',
  {
    letterId: integer('letter_id')
      .notNull()
      .references(() => letters.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.letterId, t.memberId] }), index('letter_reads_member_idx').on(t.memberId)],
);

/** Activities (promotions, events) shown at active/index. */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: localizedText('title').notNull(),
    summary: localizedText('summary').notNull(),
    /** Path of the cover image on this server. */
    image: text('image').notNull(),
    /** HTML as the operator wrote it, per language; sanitised by the app. */
    content: localizedText('content').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activities_sort_idx').on(t.enabled, t.sort)],
);

/** A member's shipping addresses; at most one is the default. */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    detail: text('detail').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_addresses_member_idx').on(t.memberId),
    uniqueIndex('member_addresses_one_default_key').on(t.memberId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A referral commission credited to an upline member (level 1 = the direct inviter, up to 3) for
 * something a member below them did. One row per cause and level, so it is credited exactly once.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => members.id),
    sourceMemberId: integer('source_member_id')
      .notNull()
      .references(() => members.id),
    level: integer('level').notNull(),
    /** What it was earned on, e.g. `goods_order` and its order number. */
    causeType: text('cause_type').notNull(),
    causeId: text('cause_id').notNull(),
    baseAmount: numeric('base_amount', MONEY).notNull(),
    percent: numeric('percent', PERCENT).notNull(),
    amount: numeric('amount', MONEY).notNull(),
    currency: text('currency').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_commissions_cause_level_key').on(t.causeType, t.causeId, t.level),
    index('referral_commissions_beneficiary_idx').on(t.beneficiaryId, t.createdAt),
  ],
);
