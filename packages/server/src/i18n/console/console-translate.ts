import { catalogForSystemLanguages, languageTagsOfHeader } from '@meridian/protocol';
import { fillTemplate, isMessageKey, translate, type MessageParams } from '../translate.js';
import { CONSOLE_EN_US, type ConsoleCatalog, type ConsoleMessageKey } from './console-en-us.js';
import { CONSOLE_ZH_HK } from './console-zh-hk.js';

export type { ConsoleMessageKey } from './console-en-us.js';

/** The console's languages (packages/console/src/i18n/languages.ts): the admin API answers in these. */
export const CONSOLE_LANGUAGES = ['en-US', 'zh-HK'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const CATALOGS: Readonly<Record<ConsoleLanguage, ConsoleCatalog>> = { 'en-US': CONSOLE_EN_US, 'zh-HK': CONSOLE_ZH_HK };

/**
 * The operator's language from the request's `Accept-Language` (the console sends its own
 * language there), negotiated as the member app's is: any Chinese reads zh-HK, the rest English.
 */
export function consoleLanguageOf(acceptLanguage: string | undefined): ConsoleLanguage {
  return catalogForSystemLanguages(languageTagsOfHeader(acceptLanguage), CONSOLE_LANGUAGES) ?? 'en-US';
}

export function isConsoleMessageKey(key: string): key is ConsoleMessageKey {
  return Object.hasOwn(CONSOLE_EN_US, key);
}

export function consoleText(language: ConsoleLanguage, key: ConsoleMessageKey, params: MessageParams = {}): string {
  return fillTemplate(CATALOGS[language][key], params);
}

/** How long to wait, as a person says it: "45 s", "15 min", "14 min 29 s" (never "869 s"). */
export function waitText(language: ConsoleLanguage, totalSeconds: number): string {
  const whole = Math.max(1, Math.ceil(totalSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  if (minutes === 0) return consoleText(language, 'wait.seconds', { seconds });
  return seconds === 0 ? consoleText(language, 'wait.minutes', { minutes }) : consoleText(language, 'wait.minutesSeconds', { minutes, seconds });
}

/** A message kept by its key (a command's `say`): the console's catalog's, or the members' (an AppError's). */
export interface SaidMessage {
  key: string;
  params?: MessageParams;
}

/** The message in `language`, or null when its key is in neither catalog (the English text then stands). */
export function saidIn(language: ConsoleLanguage, said: SaidMessage): string | null {
  if (isConsoleMessageKey(said.key)) return consoleText(language, said.key, said.params);
  if (isMessageKey(said.key)) return translate(language, said.key, said.params);
  return null;
}

/** What a command answers for a message of the console's catalog: the English text (the CLI's) and its key. */
export function said(key: ConsoleMessageKey, params: MessageParams = {}): { text: string; say: SaidMessage } {
  return { text: consoleText('en-US', key, params), say: { key, params } };
}
