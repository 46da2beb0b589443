import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { operatorNameOf } from '../admin/admin-auth.js';
import type { AppDeps } from '../deps.js';
import { newestTickAt } from '../market/price-feed-state.js';
import { rolesList } from './roles.js';

/** A price older than this means the feed has stopped (the same 10 s after which contracts refuse). */
const FEED_STALE_MS = 10_000;
const DATABASE_PING_MS = 2_000;


function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { reject(new Error(`no answer within ${ms} ms`)); }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function databaseAnswers(deps: AppDeps): Promise<boolean> {
  try {
    await withTimeout(deps.db.execute(sql`select 1`), DATABASE_PING_MS);
    return true;
  } catch {
    return false;
  }
}


/**
 * `/healthz`: the process lives and its event loop turns (what a supervisor restarts on).
 * `/readyz`: this process can do its work: the database answers, price ticks arrive (where members
 * are served: the api and live roles), and the invalidation listener is up (without it the caches
 * are off and every call hits the database). 503 with what is missing otherwise, and from the moment
 * the process begins to stop. It names the process's roles (ops/roles.ts).
 * `/metrics`: Prometheus text, behind an operator's bearer token (see admin/admin-auth.ts); not
 * served at all without OPERATOR_TOKEN, so nothing about the platform shows on the public port.
 */
export function serveHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const { roles } = deps.config;
    const tickAge = deps.clock.now() - newestTickAt(deps.market);
    const checks = {
      database: await databaseAnswers(deps),
      // Fresh prices matter where members are served (quotes, contracts, the live channel).
      ...(roles.has('api') || roles.has('live') ? { priceFeed: tickAge <= FEED_STALE_MS } : {}),
      listener: deps.caches.isListening,
      // A clock off the database's: members are not sent here (ops/clock-check.ts).
      clock: deps.clockCheck.trusted(),
      accepting: !deps.readiness.draining,
    };
    const ready = Object.values(checks).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', roles: rolesList(roles), checks });
  });

  if (deps.config.operatorTokens.length === 0) return;
  app.get('/metrics', async (request, reply) => {
    if (operatorNameOf(request.headers.authorization, deps.config.operatorTokens) === null) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="meridian-metrics"').send({ ok: false, message: 'Unauthorized' });
    }
    return reply.header('content-type', deps.metrics.registry.contentType).send(await deps.metrics.text());
  });
}
