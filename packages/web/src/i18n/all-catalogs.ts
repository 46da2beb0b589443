import type { AppLanguage } from '@meridian/protocol';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import id from './locales/id.json';
import tr from './locales/tr.json';
import uk from './locales/uk.json';
import zhHK from './locales/zh-HK.json';
import type { Catalog } from '.';

/**
 * Every catalog at once, for tests (the completeness check, pages tested in several languages).
 * The app never imports this: it fetches one catalog at a time (index.ts).
 */
export const ALL_CATALOGS = {
  'en-US': enUS,
  'zh-HK': zhHK,
  id,
  tr,
  uk,
  es,
} as const satisfies Record<AppLanguage, Catalog>;
