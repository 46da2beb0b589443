import { APP_LANGUAGES, type AppLanguage } from '@meridian/protocol';
import { letters } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { translate, type MessageKey, type MessageParams } from '../../i18n/translate.js';

/**
 * A letter from the platform to one member, written in every language and read in the member's
 * own: an alert is often caused from someone else's device, so the language of the request that
 * caused it says nothing of the member's.
 */
export async function sendLocalizedLetter(
  db: DbOrTx,
  memberId: number,
  letter: { title: MessageKey; content: MessageKey; params?: MessageParams },
): Promise<void> {
  const inEvery = (write: (language: AppLanguage) => string) => Object.fromEntries(APP_LANGUAGES.map((language) => [language, write(language)]));
  await db.insert(letters).values({
    memberId,
    title: inEvery((language) => translate(language, letter.title)),
    content: inEvery((language) => `<p>${translate(language, letter.content, letter.params)}</p>`),
  });
}
