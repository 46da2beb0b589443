import type { Locale } from 'antd/es/locale';
// The ES builds: `antd/locale/*` are CommonJS files that re-export the lib build, and the bundle
// took their whole `exports` ({default: …}) for the locale, so antd kept its English everywhere.
import enUS from 'antd/es/locale/en_US';
import zhHK from 'antd/es/locale/zh_HK';
import 'dayjs/locale/zh-hk';
import type { ConsoleLanguage } from './languages';

/** antd's own texts (pagination, empty tables, date pickers, confirm buttons) follow the console's language. */
export const ANTD_LOCALES: Record<ConsoleLanguage, Locale> = { 'en-US': enUS, 'zh-HK': zhHK };

/** dayjs's locale names, for dates and relative times ("3 hours"). */
export const DAYJS_LOCALES: Record<ConsoleLanguage, string> = { 'en-US': 'en', 'zh-HK': 'zh-hk' };
