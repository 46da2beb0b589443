import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Listening } from './client.js';
import type { DbOrTx, Tx } from './types.js';
import { ZTraceParent, currentTraceParent, inCarriedTrace } from '../ops/trace-context.js';

/**
 * How processes tell each other what their caches must forget: a PostgreSQL NOTIFY sent inside
 * the transaction that made the change, so it is delivered when, and only if, that transaction
 * commits; every process LISTENs on a connection of its own (PGlite: on its one instance, so the
 * code path is the same). This needs nothing but the database, Redis or not.
 */
export const INVALIDATION_CHANNEL = 'meridian_invalidate';

/** What a change makes stale. */
export interface Invalidation {
  /** Sessions that ended or got new tokens. */
  sessionIds?: readonly number[];
  /** Members whose balances moved. */
  balanceMemberIds?: readonly number[];
}

const ZInvalidation = z.object({
  sessionIds: z.array(z.number().int()).optional(),
  balanceMemberIds: z.array(z.number().int()).optional(),
  /** The trace of the change (ops/trace-context.ts). */
  tp: ZTraceParent,
});

/** A NOTIFY payload must stay below 8000 bytes: ids go in batches that surely fit. */
const IDS_PER_NOTIFICATION = 400;

/** What this process does with an invalidation: forget what it remembers of those records. */
export interface InvalidationTarget {
  forget(invalidation: Invalidation): void;
}

/** Caches fed by the bus: they must not be trusted while notifications may be missed. */
export interface InvalidationSubscriber extends InvalidationTarget {
  /** Notifications may be missed from now on: forget everything and serve nothing. */
  suspend(): void;
  /** Listening (again): start afresh, since anything may have changed meanwhile. */
  resume(): void;
}

function batches(ids: readonly number[] = []): (readonly number[])[] {
  const result: (readonly number[])[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_NOTIFICATION) {
    result.push(ids.slice(start, start + IDS_PER_NOTIFICATION));
  }
  return result;
}

function parseInvalidation(payload: string): z.infer<typeof ZInvalidation> | null {
  try {
    const parsed = ZInvalidation.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The NOTIFY payloads of `invalidation` on INVALIDATION_CHANNEL, for a caller that sends them
 * within a statement of its own (one round trip fewer).
 */
export function invalidationPayloads(invalidation: Invalidation): string[] {
  const messages: Invalidation[] = [
    ...batches(invalidation.sessionIds).map((sessionIds) => ({ sessionIds })),
    ...batches(invalidation.balanceMemberIds).map((balanceMemberIds) => ({ balanceMemberIds })),
  ];
  // The trace of the change goes along: what every process does on hearing it (a balance's push) joins it.
  const tp = currentTraceParent();
  return messages.map((message) => JSON.stringify(tp === undefined ? message : { ...message, tp }));
}

/** Sends `invalidation` to every process, itself included, when the transaction of `db` commits. */
export async function announceInvalidation(db: DbOrTx, invalidation: Invalidation): Promise<void> {
  for (const payload of invalidationPayloads(invalidation)) {
    await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
  }
}

/**
 * Runs `change` in a transaction (a savepoint inside a caller's) with the announcement of what
 * it makes stale, then has this process's caches (`local`) forget it at once, so a member reads
 * their own change on the next call. Inside a caller's transaction "at once" comes before that
 * transaction commits; the announcement, delivered on commit to this process too, covers that.
 */
export async function commitAndAnnounce<T>(
  db: DbOrTx,
  local: InvalidationTarget | undefined,
  change: (tx: Tx) => Promise<{ result: T; invalidates: Invalidation }>,
): Promise<T> {
  const { result, invalidates } = await db.transaction(async (tx) => {
    const outcome = await change(tx);
    await announceInvalidation(tx, outcome.invalidates);
    return outcome;
  });
  local?.forget(invalidates);
  return result;
}

/**
 * Feeds `subscriber` every invalidation any process announces. It stays suspended until LISTEN
 * takes effect, and again whenever the connection is lost until it is back.
 */
export async function listenForInvalidations(
  database: Pick<Database, 'listen'>,
  subscriber: InvalidationSubscriber,
  log: FastifyBaseLogger,
): Promise<Listening> {
  subscriber.suspend();
  return database.listen(INVALIDATION_CHANNEL, {
    onNotification(payload) {
      const invalidation = parseInvalidation(payload);
      if (invalidation) {
        inCarriedTrace(invalidation.tp, 'invalidation', () => {
          subscriber.forget(invalidation);
        });
        return;
      }
      // Someone else's message on our channel: it cannot say what changed, so nothing is trusted.
      log.warn({ channel: INVALIDATION_CHANNEL }, 'malformed invalidation; caches cleared');
      subscriber.resume();
    },
    onListening() {
      subscriber.resume();
    },
    onLost(error) {
      log.warn({ err: error }, 'invalidation listener lost its connection; caches off until it is back');
      subscriber.suspend();
    },
  });
}
