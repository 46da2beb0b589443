/**
 * Languages (spec sections 1 and 9). The app has bundled catalogs for these; every other choice
 * falls back to en-US.
 */
export const APP_LANGUAGES = ['en-US', 'zh-HK', 'id', 'tr', 'uk', 'es'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: AppLanguage = 'en-US';

/** System languages the app follows when nothing is stored (spec section 9), and their catalog. */
export const SYSTEM_LANGUAGES: Readonly<Record<string, AppLanguage>> = {
  id: 'id',
  'sk-SK': 'en-US',
  'en-US': 'en-US',
  'es-MX': 'es',
  'tr-TR': 'tr',
  tr: 'tr',
  'uk-UA': 'uk',
  uk: 'uk',
};

/**
 * The `Accept-Language` value sent for a chosen language code: about 23 codes, as the original
 * app mapped them (its own names such as `hongkong` and `indonesian` included).
 */
export const LANGUAGE_HEADER_MAP: Readonly<Record<string, string>> = {
  'en-US': 'en-US',
  en: 'en-US',
  'zh-HK': 'zh-HK',
  hongkong: 'zh-HK',
  'zh-TW': 'zh-TW',
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  id: 'id-ID',
  indonesian: 'id-ID',
  tr: 'tr-TR',
  'tr-TR': 'tr-TR',
  turkey: 'tr-TR',
  uk: 'uk-UA',
  'uk-UA': 'uk-UA',
  ukraine: 'uk-UA',
  es: 'es-ES',
  'es-MX': 'es-MX',
  spanish: 'es-ES',
  'sk-SK': 'sk-SK',
  ja: 'ja-JP',
  ko: 'ko-KR',
  th: 'th-TH',
  vi: 'vi-VN',
  ru: 'ru-RU',
  de: 'de-DE',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

export function languageHeader(language: string): string {
  return LANGUAGE_HEADER_MAP[language] ?? 'en-US';
}

/** The catalog to use for a system language, or null when it is not one the app follows. */
export function catalogForSystemLanguage(systemLanguage: string): AppLanguage | null {
  return SYSTEM_LANGUAGES[systemLanguage] ?? null;
}

/**
 * The catalog the server answers in, from an `Accept-Language` header: its first tag that maps to a
 * catalog (exact, then by primary subtag; Chinese goes to zh-HK, the one Chinese catalog).
 */
export function catalogForHeader(header: string | undefined): AppLanguage {
  if (!header) return FALLBACK_LANGUAGE;
  const tags = header.split(',').map((part) => (part.split(';')[0] ?? '').trim()).filter(Boolean);
  for (const tag of tags) {
    if ((APP_LANGUAGES as readonly string[]).includes(tag)) return tag as AppLanguage;
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (primary === 'zh') return 'zh-HK';
    if (primary === 'en') return 'en-US';
    if ((APP_LANGUAGES as readonly string[]).includes(primary)) return primary as AppLanguage;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The cookie the member app keeps the member's chosen language in, so the server sends the page
 * already drawn in it (issue 21; web/src/lib/language-cookie.ts). A preference, not a session:
 * nothing else reads it.
 */
export const LANGUAGE_COOKIE = 'meridian-language';

/** The language a Cookie header's LANGUAGE_COOKIE names, when it is one of the app's; else null. */
export function languageOfCookie(cookieHeader: string | undefined): AppLanguage | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && value !== undefined && (APP_LANGUAGES as readonly string[]).includes(value)) return value as AppLanguage;
  }
  return null;
}
