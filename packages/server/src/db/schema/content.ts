import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { localizedText } from './localized-column.js';

/** Platform notices (`pageNotice`, the home marquee, notice popups), newest first. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: localizedText('title').notNull(),
    /** HTML as the operator wrote it, per language; the app sanitises it before showing it. */
    content: localizedText('content').notNull(),
    /** Also pushed as a popup (`sys_push_notice_popup`) when it was published. */
    popup: boolean('popup').notNull().default(false),
    /** Members see it from this moment (null: from its publication) until `endsAt` (null: for good). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_created_at_idx').on(t.createdAt)],
);

/** Home banners (`getSlide`); images are served by this server, never from elsewhere. */
export const slides = pgTable('slides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: localizedText('title').notNull(),
  /** Path of the image on this server, e.g. /media/banners/1.svg. */
  image: text('image').notNull(),
  /** An app route to open when tapped, or null. */
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  /** Shown from this moment (null: at once) until `endsAt` (null: while enabled), as notices are. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
