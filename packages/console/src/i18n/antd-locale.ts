import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhHK from 'antd/locale/zh_HK';
import 'dayjs/locale/zh-hk';
import type { ConsoleLanguage } from './languages';

/** antd's own texts (pagination, empty tables, date pickers, confirm buttons) follow the console's language. */
export const ANTD_LOCALES: Record<ConsoleLanguage, Locale> = { 'en-US': enUS, 'zh-HK': zhHK };

/** dayjs's locale names, for dates and relative times ("3 hours"). */
export const DAYJS_LOCALES: Record<ConsoleLanguage, string> = { 'en-US': 'en', 'zh-HK': 'zh-hk' };
