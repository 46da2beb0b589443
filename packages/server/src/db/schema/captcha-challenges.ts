import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Slider puzzles handed out; in the database so any server process can check an answer. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    /** Left edge of the cut-out, in the background's pixels. */
    answerX: integer('answer_x').notNull(),
    pieceY: integer('piece_y').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_at_idx').on(t.expiresAt)],
);
