/**
 * Languages (spec sections 1 and 9). The app has bundled catalogs for these; every other choice
 * falls back to en-US.
 */
export const APP_LANGUAGES = ['en-US', 'zh-HK', 'id', 'tr', 'uk', 'es'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: AppLanguage = 'en-US';

/**
 * What each language of a system tag reads (spec section 9, matched the way browsers negotiate):
 * by its language subtag, whatever the region or script, so `es-AR`, `id-ID` and `tr-TR` find
 * their catalog. `in` is Indonesian as older Android systems still name it. Every Chinese tag
 * (zh-TW, zh-HK, zh-MO, zh-Hant…, and zh-CN and zh-Hans too) reads the one Chinese catalog,
 * Traditional as written in Hong Kong: a Simplified reader reads it far better than English, and
 * the server already answers any Chinese in it (docs/product-decisions.md). Slovak reads English,
 * as the spec's table says.
 */
const CATALOG_OF_LANGUAGE: Readonly<Record<string, AppLanguage>> = {
  en: 'en-US',
  zh: 'zh-HK',
  id: 'id',
  in: 'id',
  tr: 'tr',
  uk: 'uk',
  es: 'es',
  sk: 'en-US',
};

/** The catalog a system language tag (`zh-TW`, `es_AR`, `id`) reads, or null when the app has none for it. */
export function catalogForSystemLanguage(systemLanguage: string): AppLanguage | null {
  const language = systemLanguage.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(CATALOG_OF_LANGUAGE, language) ? (CATALOG_OF_LANGUAGE[language] ?? null) : null;
}

/**
 * The catalog for a member's system languages in their order of preference (navigator.languages,
 * or an Accept-Language header's tags): the first that one of `available` reads; null when none.
 * The console passes its own two languages.
 */
export function catalogForSystemLanguages<L extends AppLanguage>(systemLanguages: readonly string[], available: readonly L[]): L | null {
  for (const systemLanguage of systemLanguages) {
    const catalog = catalogForSystemLanguage(systemLanguage);
    const match = available.find((language) => language === catalog);
    if (match !== undefined) return match;
  }
  return null;
}

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

/** An `Accept-Language` header's tags, most wanted first (by `q`, ties in the header's order); `q=0` ones left out. */
export function languageTagsOfHeader(header: string | undefined): string[] {
  const tags = (header ?? '').split(',').map((part, index) => {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
  });
  return tags
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The catalog the server answers in, from an `Accept-Language` header: the one the app would start
 * in for a browser sending it (catalogForSystemLanguages), else en-US.
 */
export function catalogForHeader(header: string | undefined): AppLanguage {
  return catalogForSystemLanguages(languageTagsOfHeader(header), APP_LANGUAGES) ?? FALLBACK_LANGUAGE;
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
