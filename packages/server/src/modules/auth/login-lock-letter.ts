import { letters } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { inEveryLanguage } from '../../i18n/localized-text.js';
import { translate } from '../../i18n/translate.js';

/**
 * Tells a member that their account's sign-in was locked after a guessing campaign, and how to
 * unlock it. The failed attempts came from someone else's device, so the language they sent says
 * nothing of the member's: the letter is written in every language and read in the member's own.
 */
export async function sendLoginLockedLetter(db: DbOrTx, memberId: number, failures: number): Promise<void> {
  await db.insert(letters).values({
    memberId,
    title: inEveryLanguage((language) => translate(language, 'letter.loginLockedTitle')),
    content: inEveryLanguage((language) => `<p>${translate(language, 'letter.loginLockedContent', { count: failures })}</p>`),
  });
}
