import { APP_LANGUAGES, FALLBACK_LANGUAGE, catalogForSystemLanguage, type AppLanguage } from '@meridian/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enUSLibrary from 'antd-mobile/es/locales/en-US';
import type enUS from './locales/en-US.json';

/** A catalog of app texts; every one has the shape of en-US. */
export type Catalog = typeof enUS;
export type Catalogs = Partial<Record<AppLanguage, Catalog>>;

/** Keys are checked against the en-US catalog: a missing or mistyped key does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

/**
 * Each catalog is a chunk of its own, fetched when its language is first shown: a visit downloads
 * the one language it reads (about 12 KB gzipped) instead of all six.
 */
const CATALOG_LOADERS: Record<AppLanguage, () => Promise<{ default: Catalog }>> = {
  'en-US': () => import('./locales/en-US.json'),
  'zh-HK': () => import('./locales/zh-HK.json'),
  id: () => import('./locales/id.json'),
  tr: () => import('./locales/tr.json'),
  uk: () => import('./locales/uk.json'),
  es: () => import('./locales/es.json'),
};

/** antd-mobile's own locale of a language. */
export type AntdLocale = typeof enUSLibrary;

/**
 * antd-mobile's own locale per language, for the few texts the app does not give it from the
 * catalogs (antd-locale.ts), fetched with the catalog: the first paint carries none of them
 * (issue 21). English is in the app already (antd-locale.ts), and stands in for Ukrainian, which
 * antd-mobile lacks.
 */
const LIBRARY_LOCALE_LOADERS: Partial<Record<AppLanguage, () => Promise<{ default: AntdLocale }>>> = {
  'zh-HK': () => import('antd-mobile/es/locales/zh-HK'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  es: () => import('antd-mobile/es/locales/es-ES'),
};
const libraryLocales = new Map<AppLanguage, AntdLocale>();

/** antd-mobile's locale of `language` once fetched with its catalog; undefined for English and Ukrainian. */
export function fetchedAntdLocale(language: AppLanguage): AntdLocale | undefined {
  return libraryLocales.get(language);
}

export const i18n = i18next;

/**
 * The language at launch (spec section 4): the member's stored choice, else the system language
 * when it is one the app follows (spec section 9), else en-US.
 */
export function chooseLanguage(stored: AppLanguage | null, systemLanguages: readonly string[]): AppLanguage {
  if (stored !== null) return stored;
  for (const system of systemLanguages) {
    const catalog = catalogForSystemLanguage(system);
    if (catalog !== null) return catalog;
  }
  return FALLBACK_LANGUAGE;
}

export function isAppLanguage(value: string): value is AppLanguage {
  return (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The app's current language (i18next holds it once initialised). */
export function currentLanguage(): AppLanguage {
  const language = i18next.language;
  return isAppLanguage(language) ? language : FALLBACK_LANGUAGE;
}

/**
 * Initialises i18next synchronously in `language`, so calls sent at launch already carry its
 * language header. The texts come with `applyLanguage`, which main.tsx awaits before the first
 * render; tests pass every catalog here instead.
 */
export function initI18n(language: AppLanguage, catalogs: Catalogs = {}): void {
  if (i18next.isInitialized) {
    for (const [code, catalog] of Object.entries(catalogs)) i18next.addResourceBundle(code, 'translation', catalog);
    void i18next.changeLanguage(language);
    return;
  }
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, catalog]) => [code, { translation: catalog }])),
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: APP_LANGUAGES,
    // Catalog codes such as en-US are whole names here, not a language plus a region to fall back from.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

/** Fetches the language's catalog once; later switches to it are instant. */
async function loadCatalog(language: AppLanguage): Promise<void> {
  const loadLibraryLocale = LIBRARY_LOCALE_LOADERS[language];
  const [catalog, library] = await Promise.all([
    i18next.hasResourceBundle(language, 'translation') ? null : CATALOG_LOADERS[language](),
    loadLibraryLocale === undefined || libraryLocales.has(language) ? null : loadLibraryLocale(),
  ]);
  if (catalog !== null) i18next.addResourceBundle(language, 'translation', catalog.default);
  if (library !== null) libraryLocales.set(language, library.default);
}

/** Shows the app in `language`, once its catalog is here (the previous language stays until then). */
export async function applyLanguage(language: AppLanguage): Promise<void> {
  await loadCatalog(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
