import { APP_LANGUAGES, type AppLanguage } from '@meridian/protocol';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** A demo text in each of the app's languages, in APP_LANGUAGES order: en-US, zh-HK, id, tr, uk, es. */
export type Versions = readonly [string, string, string, string, string, string];

export function inEveryLanguage(versions: Versions): LocalizedText {
  return Object.fromEntries(APP_LANGUAGES.map((language, index) => [language, versions[index]]));
}

/** A longer demo text by language: the type lets no language be left out. */
export type EveryLanguage = Readonly<Record<AppLanguage, string>>;
