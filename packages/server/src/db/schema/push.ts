import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppLanguage, TNotificationKind, TPushDeliveryStatus } from '@meridian/protocol';
import { members } from './members.js';
import { memberNotifications } from './notifications.js';

/**
 * The browsers and phones that receive a member's Web Push (issue 40): each its push service's
 * endpoint (one browser is one member's at a time) and the keys its pushes are encrypted to.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language its pushes are worded in: the app's when it subscribed. */
    language: text('language').$type<AppLanguage>().notNull(),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_member_idx').on(t.memberId)],
);

/**
 * What a member asked to be pushed: the kinds (none until they choose), quiet hours in their own
 * time zone, and whether a push may show amounts. No row: nothing is pushed.
 */
export const pushPreferences = pgTable('push_preferences', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  kinds: text('kinds').array().$type<TNotificationKind[]>().notNull().default(sql`'{}'::text[]`),
  /** Minutes since local midnight, both set or both null. */
  quietFrom: smallint('quiet_from'),
  quietTo: smallint('quiet_to'),
  quietTimeZone: text('quiet_time_zone'),
  showAmounts: boolean('show_amounts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The push queue: one row per notification and device, written in the notification's own
 * transaction (so a push exists exactly when its event committed, and the unique pair makes a
 * retry write nothing new). A sender claims due rows for a while (pushing `nextAttemptAt` on), posts them, and records what
 * the push service said: `sent`, `gone` (404/410: the subscription is removed), `failed` (refused
 * for good), `quiet` (in the member's quiet hours), `skipped` (the member no longer asks for the
 * kind), `expired` (the service stayed down past the push's TTL); otherwise it waits `nextAttemptAt`
 * and is tried again. A device removed leaves its rows, with no device, for the operators' record.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => memberNotifications.id),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    memberId: integer('member_id').notNull(),
    status: text('status').$type<TPushDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; a sender that claims it moves this past its send, so a sender that died leaves it due again. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the push service last answered (HTTP status), or the network's error. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_deliveries_pair_idx').on(t.notificationId, t.subscriptionId),
    // The senders look only at what is waiting.
    index('push_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('push_deliveries_created_idx').on(t.createdAt),
  ],
);
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushPreferencesRow = typeof pushPreferences.$inferSelect;
