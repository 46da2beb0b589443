import { APP_LANGUAGES, FALLBACK_LANGUAGE, pickText, type AppLanguage, type LocalizedText } from '@meridian/protocol';

/**
 * The texts members read are written in the member app's languages (the protocol's APP_LANGUAGES),
 * each a version of a LocalizedText. Every content command writes one language's version and
 * keeps the others; these are the console's ways of showing and editing them.
 */

/** The version in `language`, else the en-US one, else whichever there is (as the member app picks, protocol pickText). */
export function textIn(text: LocalizedText | string | null | undefined, language: AppLanguage = FALLBACK_LANGUAGE): string {
  if (text === null || text === undefined) return '';
  return typeof text === 'string' ? text : pickText(text, language);
}

/** The languages a text has a version in. */
export function languagesOf(text: LocalizedText | string | null | undefined): AppLanguage[] {
  if (text === null || text === undefined) return [];
  if (typeof text === 'string') return [FALLBACK_LANGUAGE];
  return APP_LANGUAGES.filter((language) => text[language] !== undefined && text[language] !== '');
}

/**
 * The language an edit form opens in: the default one when the text has it, else the first it
 * has, so a text written only in zh-HK is never shown (and saved back) as if it were en-US.
 */
export function editingLanguageOf(text: LocalizedText | string | null | undefined): AppLanguage {
  const written = languagesOf(text);
  return written.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : (written[0] ?? FALLBACK_LANGUAGE);
}

/** A language code as stored (a help article's), read as one of the app's; any other as the default. */
export const appLanguageOf = (code: string): AppLanguage => APP_LANGUAGES.find((language) => language === code) ?? FALLBACK_LANGUAGE;
