import { APP_LANGUAGES, FALLBACK_LANGUAGE, pickText, type AppLanguage, type LocalizedText } from '@meridian/protocol';

/** What members read that operators write, and the reader's version of it: the protocol's (the console shows them too). */
export { pickText, withVersion, type LocalizedText } from '@meridian/protocol';

/** A text for an operator's list: the default language's version and which languages it has. */
export function describeText(text: LocalizedText): string {
  const languages = APP_LANGUAGES.filter((language) => text[language] !== undefined);
  return `${pickText(text, FALLBACK_LANGUAGE)} [${languages.join(', ')}]`;
}

/** A text the server writes in every language (a letter to a member whose language it does not know). */
export function inEveryLanguage(write: (language: AppLanguage) => string): LocalizedText {
  return Object.fromEntries(APP_LANGUAGES.map((language) => [language, write(language)]));
}
