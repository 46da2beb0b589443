import type { FastifyError, FastifyInstance } from 'fastify';
import { CODE } from '@meridian/protocol';
import type { AppDeps } from '../deps.js';
import { translate } from '../i18n/translate.js';
import { AppError } from './app-error.js';
import { failureResult } from './result.js';
import { requestLanguage, sendResult } from './serve-calls.js';

const isApi = (url: string) => url.startsWith('/api/');

/**
 * What Fastify itself refuses before a call runs (a body too large, a broken content type) and
 * paths nobody answers. Under /api the answer is an envelope like any call's; elsewhere plain
 * JSON. Never a stack trace; a 5xx message is logged and replaced.
 */
export function handleFrameworkErrors(app: FastifyInstance, deps: Pick<AppDeps, 'envelope'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isApi(request.url)) {
      const failure =
        status === 413
          ? new AppError(CODE.BAD_ENVELOPE, 'error.bodyTooLarge')
          : status < 500
            ? new AppError(CODE.BAD_ENVELOPE, 'error.badEnvelope')
            : error;
      return sendResult(reply, deps, failureResult(failure, requestLanguage(request), request.log));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error' });
    }
    return reply.code(status).send({ statusCode: status, error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) {
      const language = requestLanguage(request);
      return sendResult(reply, deps, { code: CODE.NOT_FOUND, msg: translate(language, 'error.notFound'), data: null });
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found' });
  });
}
