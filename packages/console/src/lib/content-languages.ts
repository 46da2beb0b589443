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

/**
 * The language an edit form opens in: the default one when the text has it, else the first it
 * has, so a text written only in zh-HK is never shown (and saved back) as if it were en-US.
 */
export function editingLanguageOf(text: LocalizedText | string | null | undefined): ContentLanguage {
  const written = languagesOf(text);
  return written.includes(DEFAULT_CONTENT_LANGUAGE) ? DEFAULT_CONTENT_LANGUAGE : (written[0] ?? DEFAULT_CONTENT_LANGUAGE);
}
