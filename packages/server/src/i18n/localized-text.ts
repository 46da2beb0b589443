import { z } from 'zod';
import { APP_LANGUAGES, FALLBACK_LANGUAGE, type AppLanguage } from '@meridian/protocol';

/**
 * A text members read that the operator writes (a banner's title, a notice, a product's name, a
 * bank's name, the support hours): one version per language, any of them possibly missing.
 * Stored as `{"en-US": "…", "zh-HK": "…"}`; the member gets the one of their language.
 */
export type LocalizedText = Partial<Record<AppLanguage, string>>;

export const ZLanguage = z.enum(APP_LANGUAGES, { message: `one of ${APP_LANGUAGES.join(', ')}` });

/**
 * A stored or given text: an object of languages, or a plain string, which is the default
 * language's (what settings held before texts had languages). Never without any text.
 */
export const ZLocalizedText = z
  .union([z.string().transform((text): LocalizedText => ({ [FALLBACK_LANGUAGE]: text })), z.partialRecord(ZLanguage, z.string())])
  .refine((text) => Object.values(text).some((version) => version !== ''), 'a text in at least one language');

/**
 * The version a member reads in `language`: theirs, else the default language's, else whichever
 * there is, so a text written only in Chinese still shows rather than leaving a gap.
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

/** A text for an operator's list: the default language's version and which languages it has. */
export function describeText(text: LocalizedText): string {
  const languages = APP_LANGUAGES.filter((language) => text[language] !== undefined);
  return `${pickText(text, FALLBACK_LANGUAGE)} [${languages.join(', ')}]`;
}

/** A text the server writes in every language (a letter to a member whose language it does not know). */
export function inEveryLanguage(write: (language: AppLanguage) => string): LocalizedText {
  return Object.fromEntries(APP_LANGUAGES.map((language) => [language, write(language)]));
}
