import { APP_LANGUAGES, FALLBACK_LANGUAGE, catalogForSystemLanguages, type AppLanguage } from '@meridian/protocol';
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

type PartLoader = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each catalog is two chunks of its own (build/catalog-parts.ts), fetched when its language is
 * first shown: a visit downloads the one language it reads instead of all six. The first part
 * holds the texts of home's first paint and of the app's frame (first-paint-texts.ts), about 2 KB
 * gzipped, and is what the first render waits for. The rest (about 15 KB) is fetched by the first
 * page other than home, beside that page's own module (app/routes.tsx), or earlier at the member's
 * first touch (main.tsx): a visit that only looks at home never downloads it (issue 21).
 */
const CATALOG_LOADERS: Record<AppLanguage, { first: PartLoader; rest: PartLoader }> = {
  'en-US': { first: () => import('virtual:catalog/en-US/first'), rest: () => import('virtual:catalog/en-US/rest') },
  'zh-HK': { first: () => import('virtual:catalog/zh-HK/first'), rest: () => import('virtual:catalog/zh-HK/rest') },
  id: { first: () => import('virtual:catalog/id/first'), rest: () => import('virtual:catalog/id/rest') },
  tr: { first: () => import('virtual:catalog/tr/first'), rest: () => import('virtual:catalog/tr/rest') },
  uk: { first: () => import('virtual:catalog/uk/first'), rest: () => import('virtual:catalog/uk/rest') },
  es: { first: () => import('virtual:catalog/es/first'), rest: () => import('virtual:catalog/es/rest') },
};

/** Each language's rest of the catalog: fetched, or on its way (a failed fetch is forgotten, to be asked again). */
const restOfCatalog = new Map<AppLanguage, Promise<void>>();

function addTexts(language: AppLanguage, texts: Record<string, unknown>): void {
  // Deep: the two parts share sections (first-paint-texts.ts takes single texts of some).
  i18next.addResourceBundle(language, 'translation', texts, true, true);
}

function fetchRestOfCatalog(language: AppLanguage): Promise<void> {
  const known = restOfCatalog.get(language);
  if (known !== undefined) return known;
  const loading = CATALOG_LOADERS[language].rest().then(({ default: texts }) => {
    addTexts(language, texts);
  });
  restOfCatalog.set(language, loading);
  loading.catch(() => {
    restOfCatalog.delete(language);
  });
  return loading;
}

/**
 * The current language's whole catalog is here: what a page other than home waits for before it
 * renders (app/routes.tsx). A fetch that failed is tried again.
 */
export function wholeCatalog(): Promise<void> {
  return fetchRestOfCatalog(currentLanguage());
}

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
 * The language at launch (spec section 4): the member's stored choice, else the first of the
 * system's languages (navigator.languages, in the member's order) that a catalog reads, matched by
 * language as browsers do (`zh-TW` and `zh-HK` read zh-HK, any `es-*` es), else en-US. The server
 * draws the first page in the same one from the browser's Accept-Language (its catalogForHeader).
 */
export function chooseLanguage(stored: AppLanguage | null, systemLanguages: readonly string[]): AppLanguage {
  return stored ?? catalogForSystemLanguages(systemLanguages, APP_LANGUAGES) ?? FALLBACK_LANGUAGE;
}

/** The system's languages in the member's order; an older browser names only one. */
export function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
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
  // Catalogs given whole need no part fetched.
  for (const code of Object.keys(catalogs)) if (isAppLanguage(code)) restOfCatalog.set(code, Promise.resolve());
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

/**
 * Fetches the first part of the language's catalog once (see CATALOG_LOADERS); later switches to
 * it are instant. antd-mobile's locale for it comes beside.
 */
async function loadCatalog(language: AppLanguage): Promise<void> {
  // A language without texts (never fetched, or taken out) is fetched afresh: its rest too, when asked for.
  if (!i18next.hasResourceBundle(language, 'translation')) restOfCatalog.delete(language);
  const loadLibraryLocale = LIBRARY_LOCALE_LOADERS[language];
  const [first, library] = await Promise.all([
    i18next.hasResourceBundle(language, 'translation') ? null : CATALOG_LOADERS[language].first(),
    loadLibraryLocale === undefined || libraryLocales.has(language) ? null : loadLibraryLocale(),
  ]);
  if (first !== null) addTexts(language, first.default);
  if (library !== null) libraryLocales.set(language, library.default);
}

/**
 * Shows the app in `language`, once its catalog is here (the previous language stays until then).
 * At launch, `firstTextsOnly`: the first render waits for the first part alone (main.tsx).
 */
export async function applyLanguage(language: AppLanguage, { firstTextsOnly = false }: { firstTextsOnly?: boolean } = {}): Promise<void> {
  await Promise.all([loadCatalog(language), firstTextsOnly ? null : fetchRestOfCatalog(language)]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
