import { letters } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { translate } from '../../i18n/translate.js';

/**
 * Tells a member that their account's sign-in was locked after a guessing campaign, and how to
 * unlock it. The server does not know which language the member reads (the failed attempts came
 * from someone else's device), so the letter carries the two bundled languages of the spec.
 */
export async function sendLoginLockedLetter(db: DbOrTx, memberId: number, failures: number): Promise<void> {
  const title = `${translate('en-US', 'letter.loginLockedTitle')} · ${translate('zh-HK', 'letter.loginLockedTitle')}`;
  const content = ['en-US', 'zh-HK'] as const;
  await db.insert(letters).values({
    memberId,
    title,
    content: content.map((language) => `<p>${translate(language, 'letter.loginLockedContent', { count: failures })}</p>`).join(''),
  });
}
