import { parseLivePush, type LiveEventName, type LivePushOf } from '@meridian/protocol';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, Listening } from '../db/client.js';
import type { DbOrTx } from '../db/types.js';
import { ZTraceParent, currentTraceParent, inCarriedTrace } from '../ops/trace-context.js';
import type { LiveHub } from './live-hub.js';

/**
 * How pushes decided outside a server's own request handling (the operator CLI) reach the sockets
 * of every server process: a PostgreSQL NOTIFY sent inside the transaction that made the change,
 * heard by every process, each of which emits to its own sockets only. So every socket gets the
 * push exactly once, with or without Redis, and only if the change committed; the CLI needs
 * nothing but the database it already opens (see docs/operators.md).
 */
export const LIVE_BUS_CHANNEL = 'meridian_live';

/** NOTIFY refuses payloads of 8000 bytes and more; this leaves room for the envelope around it. */
export const LIVE_BUS_MAX_BYTES = 7_800;
const SESSIONS_PER_NOTIFICATION = 400;

/**
 * An event of the protocol's LIVE_EVENTS for every socket, or for one member's sockets, its
 * content typed by its event: what publish takes, carried to the other processes.
 */
export type LiveBusPush = { [E in LiveEventName]: { kind: 'push'; event: E; content: LivePushOf<E>; memberId?: number } }[LiveEventName];
/** A push, or: tell these logins' sockets they are signed out, then close them (live-hub kickSessions). */
export type LiveBusMessage = LiveBusPush | { kind: 'kick'; sessionIds: number[]; reason: string };

/** A push as it arrives: its content is parsed by its event's schema next (parseLivePush). */
const ZPushOnWire = z.object({ event: z.string(), content: z.unknown(), memberId: z.number().int().optional() });
/**
 * What a notification carries: one message, or several pushes announced together (a job settling
 * thousands of orders), as many as fit, so listeners read dozens of times fewer notifications.
 */
const ZLiveBusPayload = z.discriminatedUnion('kind', [
  ZPushOnWire.extend({ kind: z.literal('push'), tp: ZTraceParent }),
  z.object({ kind: z.literal('kick'), sessionIds: z.array(z.number().int()), reason: z.string(), tp: ZTraceParent }),
  z.object({ kind: z.literal('pushes'), pushes: z.array(ZPushOnWire), tp: ZTraceParent }),
]);
type LiveBusPayload = z.infer<typeof ZLiveBusPayload>;

export class LivePushTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`A live push must stay below ${LIVE_BUS_MAX_BYTES} bytes; this one has ${bytes}`);
    this.name = 'LivePushTooLargeError';
  }
}

const PUSHES_ENVELOPE_BYTES = Buffer.byteLength('{"kind":"pushes","pushes":[]}');
const PUSH_KIND_BYTES = Buffer.byteLength('"kind":"push",');

function checkedSize(payload: string): string {
  const bytes = Buffer.byteLength(payload);
  if (bytes > LIVE_BUS_MAX_BYTES) throw new LivePushTooLargeError(bytes);
  return payload;
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
  // The trace of the call that announces it goes along, so that the push on every process joins it.
  const tp = currentTraceParent();
  const payloads = split(message).map((part) => JSON.stringify(tp === undefined ? part : { ...part, tp }));
  for (const payload of payloads) {
    const bytes = Buffer.byteLength(payload);
    if (bytes > LIVE_BUS_MAX_BYTES) throw new LivePushTooLargeError(bytes);
  }
  for (const payload of payloads) {
    await db.execute(sql`select pg_notify(${LIVE_BUS_CHANNEL}, ${payload})`);
  }
}

/**
 * Sends `messages` to every server process when the transaction of `db` commits, in one statement
 * however many there are (consecutive pushes share a notification while it has room).
 */
export async function announceLivePushes(db: DbOrTx, messages: readonly LiveBusMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const payloads = JSON.stringify(livePushPayloads(messages));
  await db.execute(sql`select pg_notify(${LIVE_BUS_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`);
}

/**
 * The NOTIFY payloads of `messages` on LIVE_BUS_CHANNEL, for a caller that sends them within a
 * statement of its own (one round trip fewer); throws LivePushTooLargeError when one cannot fit.
 */
export function livePushPayloads(messages: readonly LiveBusMessage[]): string[] {
  const payloads: string[] = [];
  // Consecutive pushes share a notification while it has room; the order stays as given.
  let pushes: { message: LiveBusMessage; json: string }[] = [];
  let pushesBytes = PUSHES_ENVELOPE_BYTES;
  const flushPushes = () => {
    const [only] = pushes;
    if (pushes.length === 1 && only) payloads.push(JSON.stringify(only.message));
    else if (pushes.length > 1) payloads.push(`{"kind":"pushes","pushes":[${pushes.map((push) => push.json).join(',')}]}`);
    pushes = [];
    pushesBytes = PUSHES_ENVELOPE_BYTES;
  };
  for (const message of messages) {
    if (message.kind !== 'push') {
      flushPushes();
      for (const part of split(message)) payloads.push(checkedSize(JSON.stringify(part)));
      continue;
    }
    const json = JSON.stringify({ event: message.event, content: message.content, memberId: message.memberId });
    const bytes = Buffer.byteLength(json);
    // As a message of its own it has `"kind":"push",` more: what fits alone fits in any notification.
    if (bytes + PUSH_KIND_BYTES > LIVE_BUS_MAX_BYTES) throw new LivePushTooLargeError(bytes + PUSH_KIND_BYTES);
    if (pushesBytes + bytes + 1 > LIVE_BUS_MAX_BYTES) flushPushes();
    pushes.push({ message, json });
    pushesBytes += bytes + 1;
  }
  flushPushes();
  return payloads;
}

function parseMessage(payload: string): LiveBusPayload | null {
  try {
    const parsed = ZLiveBusPayload.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Emits every announced push to this process's sockets (and to no other: each process does its own). */
export function listenForLivePushes(database: Pick<Database, 'listen'>, live: LiveHub, log: FastifyBaseLogger): Promise<Listening> {
  let wasLost = false;
  return database.listen(LIVE_BUS_CHANNEL, {
    onNotification(payload) {
      const message = parseMessage(payload);
      if (!message) {
        log.warn({ channel: LIVE_BUS_CHANNEL }, 'malformed live push ignored');
        return;
      }
      // In the trace of the work that announced it, on whichever process that was.
      inCarriedTrace(message.tp, `live bus ${message.kind}`, () => {
        if (message.kind === 'kick') {
          live.kickSessions(message.sessionIds, message.reason, { localOnly: true });
          return;
        }
        for (const wire of message.kind === 'push' ? [message] : message.pushes) {
          // Each push is read by its event's schema: one no process could have sent (another
          // version's, or damaged) reaches no socket, and the others in its notification still do.
          const push = parseLivePush(wire);
          if (push === null) log.warn({ channel: LIVE_BUS_CHANNEL, event: wire.event }, 'live push refused by its schema; ignored');
          else live.publish(push.event, push.content, { memberId: wire.memberId, keptForThisProcess: true });
        }
      });
    },
    onListening() {
      log.debug({ channel: LIVE_BUS_CHANNEL }, 'listening for live pushes');
      if (!wasLost) return;
      wasLost = false;
      // Pushes announced while the connection was down went by unheard, and this process's sockets
      // missed them with nobody knowing: each is told to start again and read what it shows afresh.
      log.warn('live push listener back; asking this process’s sockets to read again what they may have missed');
      live.resyncSockets();
    },
    onLost(error) {
      wasLost = true;
      log.warn({ err: error }, 'live push listener lost its connection; reconnecting');
    },
  });
}
