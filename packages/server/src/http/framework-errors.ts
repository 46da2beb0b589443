import type { FastifyError, FastifyInstance } from 'fastify';
import { CODE } from '@meridian/protocol';
import type { AppDeps } from '../deps.js';
import { consoleLanguageOf, consoleText } from '../i18n/console/console-translate.js';
import { translate } from '../i18n/translate.js';
import { AppError } from './app-error.js';
import { failureResult } from './result.js';
import { requestLanguage, sendResult } from './serve-calls.js';

const isApi = (url: string) => url.startsWith('/api/');

/** A body over an ordinary call's limit (text-body-parser.ts), refused before any of it was kept. */
const TOO_LARGE = new AppError(CODE.BODY_TOO_LARGE, 'error.bodyTooLarge');

/**
 * What Fastify itself refuses before a call runs (a body too large, a broken content type) and
 * paths nobody answers. Under /api the answer is an envelope like any call's; elsewhere plain
 * JSON. Never a stack trace; a 5xx message is logged and replaced.
 */
export function handleFrameworkErrors(app: FastifyInstance, deps: Pick<AppDeps, 'envelope' | 'metrics'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (isApi(request.url)) {
      // An AppError comes from a call's admission before its body (serve-calls.ts).
      const failure =
        error instanceof AppError
          ? error
          : status === 413
            ? (request.routeOptions.config.bodyTooLarge ?? TOO_LARGE)
            : status < 500
              ? new AppError(CODE.BAD_ENVELOPE, 'error.badEnvelope')
              : error;
      const result = failureResult(failure, requestLanguage(request), request.log);
      // Refusals before a call ran count with its calls, so a flood of them shows on /metrics.
      const path = request.routeOptions.url;
      if (path !== undefined) deps.metrics.observeCall(path, result.code, reply.elapsedTime / 1000);
      return sendResult(reply, deps, result);
    }
    // Password hashing is full (security/work-gate.ts): a console sign-in waits a moment, as a member's does.
    const thrown: unknown = error;
    if (thrown instanceof AppError && thrown.code === CODE.SERVER_BUSY) {
      const language = consoleLanguageOf(request.headers['accept-language']);
      return reply.code(503).header('retry-after', '1').header('content-language', language).send({ ok: false, message: consoleText(language, 'admin.busy') });
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
