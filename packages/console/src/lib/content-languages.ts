/**
 * The languages of the texts members read (the member app's: @meridian/protocol's APP_LANGUAGES).
 * Every content command writes one language's version and keeps the others.
 */
export const CONTENT_LANGUAGES = ['en-US', 'zh-HK', 'id', 'tr', 'uk', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en-US';

/** A text with a version per language, as the admin API answers it. */
export type LocalizedText = Partial<Record<ContentLanguage, string>>;

/** The version in `language`, else the en-US one, else whichever there is (as the member app picks). */
export function textIn(text: LocalizedText | string | null | undefined, language: ContentLanguage = DEFAULT_CONTENT_LANGUAGE): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const own = text[language] ?? text[DEFAULT_CONTENT_LANGUAGE];
  if (own !== undefined && own !== '') return own;
  return CONTENT_LANGUAGES.map((other) => text[other]).find((version) => version !== undefined && version !== '') ?? '';
}

/** The languages a text has a version in. */
export function languagesOf(text: LocalizedText | string | null | undefined): ContentLanguage[] {
  if (text === null || text === undefined) return [];
  if (typeof text === 'string') return [DEFAULT_CONTENT_LANGUAGE];
  return CONTENT_LANGUAGES.filter((language) => text[language] !== undefined && text[language] !== '');
}
