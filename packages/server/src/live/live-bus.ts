import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Listening } from '../db/client.js';
import type { DbOrTx } from '../db/types.js';
import type { LiveHub } from './live-hub.js';

/**
 * How pushes decided outside a server's own request handling (the operator CLI) reach the sockets
 * of every server process: a PostgreSQL NOTIFY sent inside the transaction that made the change,
 * heard by every process, each of which emits to its own sockets only. So every socket gets the
 * push exactly once, with or without Redis, and only if the change committed; the CLI needs
 * nothing but the database it already opens (see the operator section of the README).
 */
export const LIVE_BUS_CHANNEL = 'meridian_live';

/** NOTIFY refuses payloads of 8000 bytes and more; this leaves room for the envelope around it. */
export const LIVE_BUS_MAX_BYTES = 7_800;
const SESSIONS_PER_NOTIFICATION = 400;

const ZLiveBusMessage = z.discriminatedUnion('kind', [
  /** An event for every socket, or for one member's sockets. */
  z.object({ kind: z.literal('push'), event: z.string(), content: z.unknown(), memberId: z.number().int().optional() }),
  /** Tell these logins' sockets they are signed out, then close them (live-hub kickSessions). */
  z.object({ kind: z.literal('kick'), sessionIds: z.array(z.number().int()), reason: z.string() }),
]);
export type LiveBusMessage = z.infer<typeof ZLiveBusMessage>;

export class LivePushTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`A live push must stay below ${LIVE_BUS_MAX_BYTES} bytes; this one has ${bytes}`);
    this.name = 'LivePushTooLargeError';
  }
}

function split(message: LiveBusMessage): LiveBusMessage[] {
  if (message.kind !== 'kick') return [message];
  const parts: LiveBusMessage[] = [];
  for (let start = 0; start < message.sessionIds.length; start += SESSIONS_PER_NOTIFICATION) {
    parts.push({ ...message, sessionIds: message.sessionIds.slice(start, start + SESSIONS_PER_NOTIFICATION) });
  }
  return parts;
}

/**
 * Sends `message` to every server process when the transaction of `db` commits (at once outside a
 * transaction). Throws LivePushTooLargeError, before sending anything, when it cannot fit.
 */
export async function announceLivePush(db: DbOrTx, message: LiveBusMessage): Promise<void> {
  const payloads = split(message).map((part) => JSON.stringify(part));
  for (const payload of payloads) {
    const bytes = Buffer.byteLength(payload);
    if (bytes > LIVE_BUS_MAX_BYTES) throw new LivePushTooLargeError(bytes);
  }
  for (const payload of payloads) {
    await db.execute(sql`select pg_notify(${LIVE_BUS_CHANNEL}, ${payload})`);
  }
}

/**
 * announceLivePush for many messages in one statement (a job settling thousands of orders at once);
 * the same rules: sent on commit, refused whole before anything is sent when one cannot fit.
 */
export async function announceLivePushes(db: DbOrTx, messages: readonly LiveBusMessage[]): Promise<void> {
  const payloads = messages.flatMap(split).map((part) => JSON.stringify(part));
  for (const payload of payloads) {
    const bytes = Buffer.byteLength(payload);
    if (bytes > LIVE_BUS_MAX_BYTES) throw new LivePushTooLargeError(bytes);
  }
  if (payloads.length === 0) return;
  await db.execute(sql`select pg_notify(${LIVE_BUS_CHANNEL}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) with ordinality as p(payload, n) order by n`);
}

function parseMessage(payload: string): LiveBusMessage | null {
  try {
    const parsed = ZLiveBusMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Emits every announced push to this process's sockets (and to no other: each process does its own). */
export function listenForLivePushes(database: Pick<Database, 'listen'>, live: LiveHub, log: FastifyBaseLogger): Promise<Listening> {
  return database.listen(LIVE_BUS_CHANNEL, {
    onNotification(payload) {
      const message = parseMessage(payload);
      if (!message) {
        log.warn({ channel: LIVE_BUS_CHANNEL }, 'malformed live push ignored');
        return;
      }
      if (message.kind === 'kick') live.kickSessions(message.sessionIds, message.reason, { localOnly: true });
      else live.publish(message.event, message.content, { memberId: message.memberId, localOnly: true });
    },
    onListening() {
      log.debug({ channel: LIVE_BUS_CHANNEL }, 'listening for live pushes');
    },
    onLost(error) {
      // Nothing to undo: a push announced while the connection is down is missed, as a socket
      // that is offline misses it. The dialog detail and notice list still show it afterwards.
      log.warn({ err: error }, 'live push listener lost its connection; reconnecting');
    },
  });
}
