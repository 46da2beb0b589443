import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';

/**
 * Every attempt to sign in to an existing member's account, right or wrong, kept 90 days
 * (housekeeping removes older rows): the member's own sign-in history and the operators' view of
 * it. The user agent is kept raw and parsed when read, so a better parser improves old rows too.
 * Attempts on usernames that do not exist have no member to belong to and are not kept.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** How the member proved who they are: `password` (more come with passkeys). */
    method: text('method').notNull(),
    /** `ok`, or why it was refused: `wrong-password`, `wrong-code` (2-step), `frozen`. */
    outcome: text('outcome').notNull(),
    /** The session it opened, when it opened one. */
    sessionId: integer('session_id'),
  },
  (t) => [index('sign_ins_member_id_idx').on(t.memberId, t.id), index('sign_ins_at_idx').on(t.at)],
);
