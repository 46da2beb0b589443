import { APP_LANGUAGES, FALLBACK_LANGUAGE, type AppLanguage } from './languages.js';

/**
 * A text members read that the operator writes (a banner's title, a notice, a product's name, a
 * bank's name, the support hours): one version per language, any of them possibly missing.
 * Stored and sent as `{"en-US": "…", "zh-HK": "…"}`; the member gets the one of their language.
 */
export type LocalizedText = Partial<Record<AppLanguage, string>>;

/**
 * The version a reader of `language` is shown: theirs, else the default language's, else whichever
 * there is, so a text written only in Chinese still shows rather than leaving a gap. The member
 * API answers it, and the console shows it in its lists.
 */
export function pickText(text: LocalizedText, language: AppLanguage): string {
  const own = text[language] ?? text[FALLBACK_LANGUAGE];
  if (own !== undefined && own !== '') return own;
  return APP_LANGUAGES.map((other) => text[other]).find((version) => version !== undefined && version !== '') ?? '';
}

/** `text` with `language`'s version set to `version`, every other language kept. */
export function withVersion(text: LocalizedText | undefined, language: AppLanguage, version: string): LocalizedText {
  return { ...text, [language]: version };
}
