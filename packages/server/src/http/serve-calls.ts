import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APP_LANGUAGES,
  CODE,
  EnvelopeError,
  catalogForHeader,
  isPublicPath,
  type ApiResult,
  type AppLanguage,
} from '@meridian/protocol';
import type { AppDeps } from '../deps.js';
import { translate } from '../i18n/translate.js';
import { findSessionByAccessToken } from '../security/sessions.js';
import { AppError } from './app-error.js';
import type { CallDefinition } from './define-call.js';
import { failureResult } from './result.js';
import { validationError } from './validation-error.js';

export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function requestLanguage(request: FastifyRequest): AppLanguage {
  return catalogForHeader(headerText(request, 'accept-language'));
}

/** Every answer is HTTP 200 with the envelope of `{code, msg, data}` as its body. */
export function sendResult(reply: FastifyReply, deps: Pick<AppDeps, 'envelope'>, result: ApiResult): FastifyReply {
  return reply.code(200).type('text/plain; charset=utf-8').send(deps.envelope.encode(result));
}

/** The raw body (text whatever the content type) → the payload object, or BAD_ENVELOPE/BAD_JSON. */
function decodePayload(deps: AppDeps, body: unknown): Record<string, unknown> {
  if (typeof body !== 'string' || body.trim() === '') throw new AppError(CODE.BAD_ENVELOPE, 'error.badEnvelope');
  let value: unknown;
  try {
    value = deps.envelope.decode(body);
  } catch (error) {
    if (error instanceof EnvelopeError && error.kind === 'json') throw new AppError(CODE.BAD_JSON, 'error.badJson');
    throw new AppError(CODE.BAD_ENVELOPE, 'error.badEnvelope');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError(CODE.BAD_JSON, 'error.notObject');
  }
  return value as Record<string, unknown>;
}

/** The `msg` of every success, per language: the same text each time, so made once. */
const OK_MESSAGES = Object.fromEntries(APP_LANGUAGES.map((language) => [language, translate(language, 'ok')])) as Readonly<
  Record<AppLanguage, string>
>;

async function runCall(call: CallDefinition, isPublic: boolean, deps: AppDeps, request: FastifyRequest): Promise<ApiResult> {
  const language = requestLanguage(request);
  try {
    // Who is asking comes before what they ask: a member call without a valid token answers
    // SESSION_INVALID whatever its payload, so an anonymous client learns nothing of a payload's
    // shape and the app goes to login (spec section 8).
    let session = null;
    if (!isPublic) {
      // Maintenance first: a member should land on the maintenance page, not the login page.
      const maintenance = await deps.settings.get('maintenance');
      if (maintenance.maintainStatus) throw new AppError(CODE.MAINTENANCE, 'error.maintenance', {}, maintenance);
      const token = headerText(request, 'accesstoken');
      session = token ? await findSessionByAccessToken(deps.db, token, deps.caches.sessions) : null;
      if (!session) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
    } else if (call.readsOptionalSession) {
      // A stale or missing token is no failure here: the call answers as for a visitor.
      const token = headerText(request, 'accesstoken');
      session = token ? await findSessionByAccessToken(deps.db, token, deps.caches.sessions) : null;
    }

    const payload = decodePayload(deps, request.body);
    const parsed = z.safeParse(call.request, payload);
    // The issues name the offending input only when asked; asking costs every call, so only a
    // failure is parsed again to explain itself.
    if (!parsed.success) throw validationError(z.safeParse(call.request, payload, { reportInput: true }).error ?? parsed.error);

    const data = await call.handler({
      input: parsed.data,
      deps,
      language,
      ip: request.ip,
      userAgent: headerText(request, 'user-agent') ?? '',
      origin: `${request.protocol}://${request.host}`,
      log: request.log,
      session,
    });
    return { code: CODE.OK, msg: OK_MESSAGES[language], data };
  } catch (error) {
    return failureResult(error, language, request.log);
  }
}

/** Registers each call as `POST <path>` behind the one wrapper. */
export function serveCalls(app: FastifyInstance, deps: AppDeps, calls: readonly CallDefinition[]): void {
  const seen = new Set<string>();
  for (const call of calls) {
    if (seen.has(call.path)) throw new Error(`Call ${call.path} is defined twice`);
    seen.add(call.path);
    const isPublic = isPublicPath(call.path);
    app.post(call.path, async (request, reply) => {
      const started = performance.now();
      const result = await runCall(call, isPublic, deps, request);
      deps.metrics.observeCall(call.path, result.code, (performance.now() - started) / 1000);
      return sendResult(reply, deps, result);
    });
  }
}
