import type { I18nProvider } from '@refinedev/core';
import { applyLanguage, currentLanguage, i18n } from '.';
import { isConsoleLanguage } from './languages';

/** i18next's `t` without the catalog's key types: refine builds its keys at run time (`members.members`). */
type LooseTranslate = (key: string, options: Record<string, unknown>) => string;

/**
 * refine's texts (menu labels, notifications, the sider's logout) from our catalogs. refine calls
 * `translate(key, defaultMessage)` as well as `translate(key, options, defaultMessage)`.
 */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    const fallback = typeof options === 'string' ? options : defaultMessage;
    const values = typeof options === 'object' && options !== null ? options : {};
    const translate = i18n.t.bind(i18n) as LooseTranslate;
    return translate(key, { ...values, ...(fallback === undefined ? {} : { defaultValue: fallback }) });
  },
  changeLocale: (locale: string) => (isConsoleLanguage(locale) ? applyLanguage(locale) : Promise.resolve()),
  getLocale: () => currentLanguage(),
};
