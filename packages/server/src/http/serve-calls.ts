import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
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
import { deviceCookieHeader, deviceTokenOf, newDeviceToken, type CallDevice } from '../security/device-cookie.js';
import { findSessionByAccessToken, type MemberSession } from '../security/sessions.js';
import { AppError } from './app-error.js';
import { isHttpsOrigin } from './security-headers.js';
import type { CallDefinition, LargeBody } from './define-call.js';
import { FileAnswer, sendFile } from './file-answer.js';
import { discardBody } from './read-body.js';
import { failureResult } from './result.js';
import { validationError } from './validation-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call's own answer to a body over its limit (LargeBody in define-call.ts); framework-errors.ts sends it. */
    bodyTooLarge?: AppError;
  }
}

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

/**
 * Who is asking comes before what they ask: a member call without a valid token answers
 * SESSION_INVALID whatever its payload, so an anonymous client learns nothing of a payload's
 * shape and the app goes to login (spec section 8).
 */
async function identify(call: CallDefinition, isPublic: boolean, deps: AppDeps, request: FastifyRequest): Promise<MemberSession | null> {
  if (!isPublic) {
    // Maintenance first: a member should land on the maintenance page, not the login page.
    const maintenance = await deps.settings.get('maintenance');
    if (maintenance.maintainStatus) throw new AppError(CODE.MAINTENANCE, 'error.maintenance', {}, maintenance);
    const token = headerText(request, 'accesstoken');
    const session = token ? await findSessionByAccessToken(deps.db, token, deps.caches.sessions) : null;
    if (!session) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
    return session;
  }
  if (!call.readsOptionalSession) return null;
  // A stale or missing token is no failure here: the call answers as for a visitor.
  const token = headerText(request, 'accesstoken');
  return token ? await findSessionByAccessToken(deps.db, token, deps.caches.sessions) : null;
}

/**
 * The caller's device cookie, read from the request; a call that needs one gives the browser a new
 * token in its answer. Secure whenever members reach the app over https (PUBLIC_ORIGIN).
 */
function callDevice(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): CallDevice {
  let token = deviceTokenOf(request.headers.cookie);
  return {
    token,
    ensure() {
      if (token !== null) return token;
      const fresh = newDeviceToken();
      token = fresh;
      void reply.header('set-cookie', deviceCookieHeader(fresh, isHttpsOrigin(deps.config.publicOrigin) || request.protocol === 'https'));
      return fresh;
    },
  };
}

async function runCall(call: CallDefinition, isPublic: boolean, deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<ApiResult | FileAnswer> {
  const language = requestLanguage(request);
  try {
    const session = await identify(call, isPublic, deps, request);
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
      device: callDevice(deps, request, reply),
    });
    // A file (an export) goes out as itself; everything else in the envelope.
    if (data instanceof FileAnswer) return data;
    return { code: CODE.OK, msg: OK_MESSAGES[language], data };
  } catch (error) {
    return failureResult(error, language, request.log);
  }
}

/**
 * The route options of a call with a large body: its limit, its answer to a body over it, and its
 * admission before the body is read. A refusal is answered once the body has been read to its end
 * and thrown away (read-body.ts), so that a client still sending reads it; the error handler
 * (framework-errors.ts) sends the AppError thrown here like any call's failure.
 */
function largeBodyRoute(call: CallDefinition, isPublic: boolean, deps: AppDeps, largeBody: LargeBody): RouteShorthandOptions {
  return {
    bodyLimit: largeBody.limit,
    config: { bodyTooLarge: largeBody.tooLarge },
    async preParsing(request, reply, payload) {
      try {
        await largeBody.admit({ deps, ip: request.ip, session: await identify(call, isPublic, deps, request) });
      } catch (error) {
        if (!(await discardBody(request.raw))) void reply.header('connection', 'close');
        throw error;
      }
      return payload;
    },
  };
}

/** Registers each call as `POST <path>` behind the one wrapper. */
export function serveCalls(app: FastifyInstance, deps: AppDeps, calls: readonly CallDefinition[]): void {
  const seen = new Set<string>();
  for (const call of calls) {
    if (seen.has(call.path)) throw new Error(`Call ${call.path} is defined twice`);
    seen.add(call.path);
    const isPublic = isPublicPath(call.path);
    const options = call.largeBody ? largeBodyRoute(call, isPublic, deps, call.largeBody) : {};
    app.post(call.path, options, async (request, reply) => {
      const started = performance.now();
      const result = await runCall(call, isPublic, deps, request, reply);
      deps.metrics.observeCall(call.path, result instanceof FileAnswer ? CODE.OK : result.code, (performance.now() - started) / 1000);
      return result instanceof FileAnswer ? sendFile(reply, result) : sendResult(reply, deps, result);
    });
  }
}
