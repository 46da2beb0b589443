import { letters } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import { announceLetter } from './announce-letter.js';

/**
 * Writes a letter to one member (to every member when `memberId` is null) and announces it, so
 * the open apps it is for hear it when the transaction of `db` commits (at once outside one). The
 * one way a letter is written, so no kind of letter (an operator's, a security alert, a lock
 * warning) can leave the unread badge standing until a reload. Answers the letter's id.
 */
export async function writeLetter(db: DbOrTx, letter: { memberId: number | null; title: LocalizedText; content: LocalizedText }): Promise<number> {
  const [row] = await db.insert(letters).values(letter).returning({ id: letters.id });
  if (!row) throw new Error('letters insert returned nothing');
  await announceLetter(db, { id: row.id, memberId: letter.memberId });
  return row.id;
}
