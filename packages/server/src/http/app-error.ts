import { CODE, type ResultCode } from '@meridian/protocol';
import type { MessageKey, MessageParams } from '../i18n/translate.js';

/**
 * A failure the member is told about: a result code, a message key translated into the member's
 * language, and optional data (e.g. `fields` for INVALID_PARAMS). Anything else thrown by a
 * handler is a bug: logged, and answered with a generic SERVER_ERROR.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** A payload problem found by a handler rather than the schema, reported like a schema failure. */
export function invalidField(field: string, messageKey: MessageKey, params: MessageParams = {}): AppError {
  return new AppError(CODE.INVALID_PARAMS, messageKey, { field, ...params }, { fields: [field] });
}

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(CODE.TOO_MANY_REQUESTS, 'error.tooManyRequests', { seconds }, { retryAfterSeconds: seconds });
}
