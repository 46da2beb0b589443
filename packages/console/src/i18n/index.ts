import { catalogForSystemLanguages } from '@meridian/protocol';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DAYJS_LOCALES } from './antd-locale';
import type enUS from './en-US.json';
import { CONSOLE_LANGUAGES, FALLBACK_LANGUAGE, isConsoleLanguage, type ConsoleLanguage } from './languages';

export type Catalog = typeof enUS;

/** Keys are checked against the en-US catalog: a missing or mistyped key does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}

/** Each catalog is a chunk of its own: an operator downloads the language they read. */
const CATALOG_LOADERS: Record<ConsoleLanguage, () => Promise<{ default: Catalog }>> = {
  'en-US': () => import('./en-US.json'),
  'zh-HK': () => import('./zh-HK.json'),
};

/** The operator's choice survives a reload; it is no secret, so local storage is fine. */
const STORAGE_KEY = 'meridian.console.language';

export const i18n = i18next;

/**
 * The language at launch: the operator's own choice, else the first of the browser's languages
 * the console has, matched by language as the member app matches them (a zh-TW or zh-HK browser
 * reads zh-HK), else en-US.
 */
export function launchLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored !== null && isConsoleLanguage(stored)) return stored;
  return catalogForSystemLanguages(navigator.languages, CONSOLE_LANGUAGES) ?? FALLBACK_LANGUAGE;
}

export function currentLanguage(): ConsoleLanguage {
  return isConsoleLanguage(i18next.language) ? i18next.language : FALLBACK_LANGUAGE;
}

/** Initialises i18next synchronously; the texts come with applyLanguage (tests pass catalogs here). */
export function initI18n(language: ConsoleLanguage, catalogs: Partial<Record<ConsoleLanguage, Catalog>> = {}): void {
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(catalogs).map(([code, catalog]) => [code, { translation: catalog }])),
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: CONSOLE_LANGUAGES,
    // en-US and zh-HK are whole names here, not a language plus a region to fall back from.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

async function loadCatalog(language: ConsoleLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const { default: catalog } = await CATALOG_LOADERS[language]();
  i18next.addResourceBundle(language, 'translation', catalog);
}

/**
 * Shows the console in `language` once its catalog is here, and remembers it as the operator's
 * choice unless `isChoice` is false (the launch's, which may be only the browser's language: a
 * browser set to another language later is followed again).
 */
export async function applyLanguage(language: ConsoleLanguage, { isChoice = true }: { isChoice?: boolean } = {}): Promise<void> {
  await loadCatalog(language);
  // Dates and relative times ("3 hours") in the same language as the texts around them.
  dayjs.locale(DAYJS_LOCALES[language]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (isChoice) localStorage.setItem(STORAGE_KEY, language);
}
