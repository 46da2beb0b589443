import { APP_LANGUAGES, FALLBACK_LANGUAGE, catalogForSystemLanguage, type AppLanguage } from '@meridian/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import id from './locales/id.json';
import tr from './locales/tr.json';
import uk from './locales/uk.json';
import zhHK from './locales/zh-HK.json';

/** Keys are checked against the en-US catalog: a missing or mistyped key does not compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}

/** Bundled catalogs (spec section 1): small enough to ship with the app, so no language waits on the network. */
export const resources = {
  'en-US': { translation: enUS },
  'zh-HK': { translation: zhHK },
  id: { translation: id },
  tr: { translation: tr },
  uk: { translation: uk },
  es: { translation: es },
} as const satisfies Record<AppLanguage, { translation: typeof enUS }>;

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

/** Initialises i18next synchronously, so the first render already has its texts. */
export function initI18n(language: AppLanguage): void {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(language);
    return;
  }
  void i18next.use(initReactI18next).init({
    resources,
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

export function applyLanguage(language: AppLanguage): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
