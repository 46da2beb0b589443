import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleLanguageOf, consoleText, saidIn, waitText, type ConsoleLanguage, type ConsoleMessageKey } from '../i18n/console/console-translate.js';
import type { MessageParams } from '../i18n/translate.js';
import type { CommandOutcome } from '../operator/command-types.js';

/**
 * The admin API answers operators in their language, as the members' API answers members: the
 * console sends its language as `Accept-Language`, and each answer says the language its message
 * is in (`Content-Language`), so the console shows a sentence under its own title only when the
 * two agree. A message with no translation (a command's English) is marked en-US.
 */

export const operatorLanguage = (request: FastifyRequest): ConsoleLanguage => consoleLanguageOf(request.headers['accept-language']);

/** `key` in the operator's language; the answer is marked as being in it. */
export function sayTo(request: FastifyRequest, reply: FastifyReply, key: ConsoleMessageKey, params: MessageParams = {}): string {
  const language = operatorLanguage(request);
  void reply.header('content-language', language);
  return consoleText(language, key, params);
}

/** "Try again in 14 min 29 s", in the operator's language. */
export const waitFor = (request: FastifyRequest, seconds: number): string => waitText(operatorLanguage(request), seconds);

/** A command's message: in the operator's language when it has a key that is translated, else its English. */
export function outcomeMessage(request: FastifyRequest, reply: FastifyReply, outcome: CommandOutcome): string {
  const language = operatorLanguage(request);
  const translated = outcome.say === undefined ? null : saidIn(language, outcome.say);
  void reply.header('content-language', translated === null ? 'en-US' : language);
  return translated ?? outcome.text;
}
