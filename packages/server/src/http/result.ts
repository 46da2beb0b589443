import type { FastifyBaseLogger } from 'fastify';
import { CODE, type ApiResult, type AppLanguage } from '@meridian/protocol';
import { fieldLabel, translate } from '../i18n/translate.js';
import { AppError } from './app-error.js';

/** The answer for a failure: AppErrors say what happened; anything else is logged and hidden. */
export function failureResult(error: unknown, language: AppLanguage, log: FastifyBaseLogger): ApiResult {
  if (error instanceof AppError) {
    const field = error.params.field;
    const params = field === undefined ? error.params : { ...error.params, field: fieldLabel(language, String(field)) };
    return { code: error.code, msg: translate(language, error.messageKey, params), data: error.data };
  }
  log.error({ err: loggableError(error) }, 'call failed');
  return { code: CODE.SERVER_ERROR, msg: translate(language, 'error.server'), data: null };
}

/**
 * drizzle puts the query's parameters in its error message; those can be password hashes or
 * token hashes, so the log gets the database's own error and the SQL text only.
 */
function loggableError(error: unknown): unknown {
  if (error instanceof Error && error.message.startsWith('Failed query:') && error.cause instanceof Error) {
    const query: unknown = Reflect.get(error, 'query');
    return Object.assign(error.cause, { query: typeof query === 'string' ? query : undefined });
  }
  return error;
}
