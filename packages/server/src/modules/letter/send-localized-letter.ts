import type { DbOrTx } from '../../db/types.js';
import { escapeHtml } from '../../i18n/escape-html.js';
import { inEveryLanguage } from '../../i18n/localized-text.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';
import { writeLetter, type LetterNotice } from './write-letter.js';

/**
 * A letter from the platform to one member, written in every language and read in the member's
 * own: an alert is often caused from someone else's device, so the language of the request that
 * caused it says nothing of the member's. The text is escaped: its parameters (a device's name)
 * come from requests. The member's open apps hear of it (writeLetter).
 */
export async function sendLocalizedLetter(
  db: DbOrTx,
  memberId: number,
  letter: { title: MessageKey; content: MessageKey; params?: MessageParams },
  notice: LetterNotice = 'letter',
): Promise<void> {
  await writeLetter(
    db,
    {
      memberId,
      title: inEveryLanguage((language) => translate(language, letter.title, letter.params)),
      content: inEveryLanguage((language) => `<p>${escapeHtml(translate(language, letter.content, letter.params))}</p>`),
    },
    notice,
  );
}
