import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Config } from '../env.js';
import { isHttpsOrigin } from '../http/security-headers.js';
import { CONSOLE_ABSOLUTE_MS, CONSOLE_COOKIE, findConsoleSession, type ConsoleSession } from './console-sessions.js';

/** What the console's requests share: the cookie, the CSRF defence and the answers' shape. */

export const CSRF_HEADER = 'x-csrf-token';

/** Answers `{ok: false, message}` with a status (and any extra fields, such as `needsCode`). */
export function refuse(reply: FastifyReply, status: number, message: string, extra: Record<string, unknown> = {}): FastifyReply {
  return reply.code(status).send({ ok: false, message, ...extra });
}

/**
 * The cookie's attributes. Secure whenever the app is reached over https (PUBLIC_ORIGIN), whatever
 * this request says: behind a TLS proxy the request itself is plain http unless TRUST_PROXY lets
 * X-Forwarded-Proto say otherwise, and the session must never travel over plain http. On a
 * request that did arrive over https too.
 */
function cookieOptions(request: FastifyRequest, config: Pick<Config, 'publicOrigin'>) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    // The operators' live channel (/socket.io) reads it too.
    path: '/',
    secure: isHttpsOrigin(config.publicOrigin) || request.protocol === 'https',
  } as const;
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'publicOrigin'>, token: string): void {
  void reply.setCookie(CONSOLE_COOKIE, token, { ...cookieOptions(request, config), maxAge: CONSOLE_ABSOLUTE_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'publicOrigin'>): void {
  void reply.clearCookie(CONSOLE_COOKIE, cookieOptions(request, config));
}

/** The console session the request's cookie names, or null. */
export function sessionOf(deps: AppDeps, request: FastifyRequest): Promise<ConsoleSession | null> {
  const token = request.cookies[CONSOLE_COOKIE];
  return token === undefined || token === '' ? Promise.resolve(null) : findConsoleSession(deps.db, token, deps.clock.now());
}

/**
 * Whether a browser sent the request from another site: its Origin names a host other than the
 * one it was sent to. A request without Origin (a script, an old browser's GET) passes this check
 * and still needs the CSRF token to change anything.
 */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** GET and HEAD read; anything else changes something and needs the session's CSRF token. */
export const changesSomething = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

export function csrfHolds(request: FastifyRequest, session: ConsoleSession): boolean {
  const given = request.headers[CSRF_HEADER];
  if (typeof given !== 'string') return false;
  // Compared as digests, in constant time: how much of a guess was right never shows.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(session.csrfToken).digest());
}
