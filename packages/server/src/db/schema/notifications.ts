import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TNotificationKind } from '@meridian/protocol';
import { letters } from './community.js';
import { members } from './members.js';

/** Values a notification's text is filled with (the pair, the profit, the reason…), as the server's catalogs name them. */
export type NotificationParams = Record<string, string | number>;

/**
 * The member's notification centre (issue 40): one row per event a member should know of, written
 * in the transaction of the event itself, so a notification exists exactly when its event committed.
 * `dedupeKey` (unique per member) makes the writer's retry, and a second process meeting the same
 * event, harmless. The texts are not stored: they are worded from `kind` and `params` in the
 * language of whoever reads them; a letter's (and a security alert's, which is a letter) are the letter's.
 */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<TNotificationKind>().notNull(),
    /** What the app opens (an order number, a pair); '' when the notification opens nothing. */
    subject: text('subject').notNull().default(''),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    letterId: integer('letter_id').references(() => letters.id),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_notifications_dedupe_idx').on(t.memberId, t.dedupeKey),
    index('member_notifications_member_idx').on(t.memberId, t.id),
    // The bell counts a member's unread ones on every page: only those rows are in this index.
    index('member_notifications_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
  ],
);

/** Every change of an alert takes the next number, so the feed owner reads only what changed since its last look. */
export const priceAlertRevisions = pgSequence('price_alert_revisions');

/**
 * Price alerts (issue 40). `cross`: fires when the recorded price reaches `price` going `direction`;
 * `move`: when it moved `percent` from the window's low or high within `windowMinutes`. A repeating
 * alert stays active and is armed again at `armedAt`; a one-off becomes `fired`; a cancelled one is
 * kept (`cancelled`) so the feed owner's index hears of it, and shown to nobody.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    allname: text('allname').notNull(),
    kind: text('kind').$type<'cross' | 'move'>().notNull(),
    price: numeric('price', { precision: 30, scale: 12 }),
    direction: text('direction').$type<'up' | 'down'>(),
    percent: numeric('percent', { precision: 8, scale: 4 }),
    windowMinutes: integer('window_minutes'),
    repeat: boolean('repeat').notNull().default(false),
    status: text('status').$type<'active' | 'fired' | 'cancelled'>().notNull().default('active'),
    firedCount: integer('fired_count').notNull().default(0),
    armedAt: timestamp('armed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
    lastFiredPrice: numeric('last_fired_price', { precision: 30, scale: 12 }),
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('price_alert_revisions')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_alerts_member_idx').on(t.memberId, t.status), index('price_alerts_revision_idx').on(t.revision)],
);
export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type MemberNotificationRow = typeof memberNotifications.$inferSelect;
