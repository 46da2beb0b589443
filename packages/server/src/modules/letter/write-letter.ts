import { letters } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { notifyEveryMember, notifyMembers } from '../notification/notification-store.js';
import { announceLetter } from './announce-letter.js';

/** What a letter is as a notification: a letter, or the security alert or new-device warning it carries. */
export type LetterNotice = 'letter' | 'security' | 'newDevice';

/**
 * Writes a letter to one member (to every member when `memberId` is null) and announces it, so
 * the open apps it is for hear it when the transaction of `db` commits (at once outside one). The
 * one way a letter is written, so no kind of letter (an operator's, a security alert, a lock
 * warning) can leave the unread badge standing until a reload, and each is a notification of
 * the members it is for (issue 40), written with it. Answers the letter's id.
 */
export async function writeLetter(db: DbOrTx, letter: { memberId: number | null; title: LocalizedText; content: LocalizedText }, notice: LetterNotice = 'letter'): Promise<number> {
  const [row] = await db.insert(letters).values(letter).returning({ id: letters.id });
  if (!row) throw new Error('letters insert returned nothing');
  const notification = { kind: notice, dedupeKey: `letter:${row.id}`, letterId: row.id };
  if (letter.memberId === null) await notifyEveryMember(db, notification);
  else await notifyMembers(db, [{ ...notification, memberId: letter.memberId }]);
  await announceLetter(db, { id: row.id, memberId: letter.memberId });
  return row.id;
}
