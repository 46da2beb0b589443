import type { FastifyInstance } from 'fastify';
import type { Config } from '../env.js';

/**
 * The browser security headers of every answer (issue 35). Set by one onSend hook rather than
 * @fastify/helmet: each built page needs a policy of its own (the hashes of the inline scripts it
 * holds, static/page-policy.ts), which the page's route sets and the hook leaves alone, and helmet's
 * other defaults would each have to be weighed and mostly turned off.
 */

/**
 * Anything that is not one of our pages (API answers, uploads, health, 404s): it may run and load
 * nothing, and no page may frame it. An uploaded file opened on its own stays inert.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A year, and the subdomains: once a browser has seen it, it never tries plain http again. */
const HSTS = 'max-age=31536000; includeSubDomains';

export const isHttpsOrigin = (origin: string) => origin.startsWith('https://');

/**
 * The headers every answer carries, the live channel's too. HSTS only when members reach the app
 * over https (PUBLIC_ORIGIN): sent over plain http it would mean nothing, and a browser that saw it
 * for `localhost` would refuse a developer's plain http server for a year.
 */
export function commonSecurityHeaders(config: Pick<Config, 'publicOrigin'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // No address of ours (a page, an order number in a query) reaches another site.
    'referrer-policy': 'no-referrer',
    ...(isHttpsOrigin(config.publicOrigin) ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** The closed policy, and X-Frame-Options saying the same to browsers that know no frame-ancestors. */
const CLOSED = { 'content-security-policy': API_POLICY, 'x-frame-options': 'DENY' };
/** A member's balance or a CSV of members is never kept by a cache. */
const NO_STORE = { 'cache-control': 'no-store' };

/** The answers of calls and admin routes. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/admin/');

/**
 * Adds the common headers to every answer, and to one that set no policy of its own (pages do:
 * static/page-policy.ts) the closed one; API answers are not stored unless their route says otherwise.
 */
export function serveSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicOrigin'>): void {
  const common = commonSecurityHeaders(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.headers(common);
    if (!reply.hasHeader('content-security-policy')) void reply.headers(CLOSED);
    if (isApi(request.url) && !reply.hasHeader('cache-control')) void reply.headers(NO_STORE);
    done(null, payload);
  });
}

/** The live channel's HTTP answers (socket.io's polling, its WebSocket upgrade), which no Fastify hook sees. */
export function liveChannelHeaders(config: Pick<Config, 'publicOrigin'>): Record<string, string> {
  return { ...commonSecurityHeaders(config), ...CLOSED, ...NO_STORE };
}
