import { catalogForSystemLanguages, languageTagsOfHeader } from '@meridian/protocol';
import { z } from 'zod';
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

/**
 * A part of a message: a phrase of the console's catalog (a status, a role, a count with its
 * noun, another command's answer), said in the reader's language; a string or a number stands as
 * it is (a name, an amount, a code, what the operator typed); a list is joined the way the
 * language joins one ("a, b" or "a、b").
 */
export type SaidParam = string | number | SaidMessage | readonly SaidParam[];

/** A message kept by its key (a command's `say`): the console's catalog's, or the members' (an AppError's). */
export interface SaidMessage {
  key: string;
  params?: Readonly<Record<string, SaidParam>> | undefined;
}

const ZSaidParam: z.ZodType<SaidParam> = z.lazy(() => z.union([z.string(), z.number(), ZSaidMessage, z.array(ZSaidParam)]));

/** How an outcome keeps its message (command-types.ts; the answers of money requests are stored with it). */
export const ZSaidMessage: z.ZodType<SaidMessage> = z.lazy(() => z.object({ key: z.string(), params: z.record(z.string(), ZSaidParam).optional() }));

function paramIn(language: ConsoleLanguage, param: SaidParam): string | number {
  if (typeof param === 'string' || typeof param === 'number') return param;
  if (isSaidList(param)) return param.map((item) => paramIn(language, item)).join(consoleText(language, 'list.separator'));
  return saidIn(language, param) ?? param.key;
}

const isSaidList = (param: SaidMessage | readonly SaidParam[]): param is readonly SaidParam[] => Array.isArray(param);

function paramsIn(language: ConsoleLanguage, params: SaidMessage['params']): MessageParams {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, param]) => [name, paramIn(language, param)]));
}

/** The message in `language`, or null when its key is in neither catalog (the English text then stands). */
export function saidIn(language: ConsoleLanguage, said: SaidMessage): string | null {
  if (isConsoleMessageKey(said.key)) return consoleText(language, said.key, paramsIn(language, said.params));
  if (isMessageKey(said.key)) return translate(language, said.key, paramsIn(language, said.params));
  return null;
}

/** A phrase of the console's catalog to put in a message: said in the reader's language with the message. */
export function saidPart(key: ConsoleMessageKey, params: Readonly<Record<string, SaidParam>> = {}): SaidMessage {
  return { key, params };
}

/**
 * A code in words (a status, a held command, a support channel's kind): the catalog's phrase
 * `<group>.<code>`, whose English is the code itself, or the code as it is when it has none.
 */
export function wordPart(group: string, code: string): SaidParam {
  const key = `${group}.${code}`;
  return isConsoleMessageKey(key) ? saidPart(key) : code;
}

/** A message as a command answers it: its English (what the CLI prints) and its key. */
export interface Said {
  text: string;
  say: SaidMessage;
}

/** What a command answers for a message of the console's catalog: the English text (the CLI's) and its key. */
export function said(key: ConsoleMessageKey, params: Readonly<Record<string, SaidParam>> = {}): Said {
  const say = saidPart(key, params);
  return { text: inEnglish(say), say };
}

/** A phrase in English: what the CLI prints, and every list line a command shows there. */
export function inEnglish(part: SaidMessage): string {
  return saidIn('en-US', part) ?? part.key;
}

/** "1 session", "2 sessions" (the English the CLI has always printed), said with the reader's plural. */
export function countedPart(count: number, noun: CountedNoun): SaidMessage {
  return saidPart(count === 1 ? `count.${noun}.one` : `count.${noun}.other`, { count });
}
export type CountedNoun = 'session' | 'member' | 'problem';

/** An outcome as a part of another's message: its key when it has one, else its English. */
export const sayOf = (outcome: { text: string; say?: SaidMessage | undefined }): SaidParam => outcome.say ?? outcome.text;
