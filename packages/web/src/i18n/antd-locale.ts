import type { AppLanguage } from '@meridian/protocol';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import idID from 'antd-mobile/es/locales/id-ID';
import trTR from 'antd-mobile/es/locales/tr-TR';
import zhHK from 'antd-mobile/es/locales/zh-HK';

type AntdLocale = typeof enUS;

/** antd-mobile's own texts (pickers, pull to refresh, …) follow the app language; it has no Ukrainian. */
const ANTD_LOCALES: Record<AppLanguage, AntdLocale> = {
  'en-US': enUS,
  'zh-HK': zhHK,
  id: idID,
  tr: trTR,
  uk: enUS,
  es: esES,
};

export function antdLocale(language: AppLanguage): AntdLocale {
  return ANTD_LOCALES[language];
}
