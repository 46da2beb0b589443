import { fastifyCookie } from '@fastify/cookie';
import type { TSupportMessage } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import type { LiveHub, OperatorEvent } from '../live/live-hub.js';
import type { Clock } from '../market/clock.js';
import { definitionOf } from '../operator/command-registry.js';
import { pendingQueue } from '../operator/dashboard-figures.js';
import { mayRun } from '../operator/role-matrix.js';
import { CONSOLE_COOKIE, findConsoleSession } from './console-sessions.js';
import { stageOf } from './operator-accounts.js';

/**
 * What an open console hears at once: the review queue's size whenever it changes and each new
 * withdrawal (roles that work the queue), and each member's message to support (roles that answer).
 * Changes made by another process (the CLI on PostgreSQL) reach the console with its next
 * refresh instead.
 */
export interface OperatorFeed {
  /** The queue changed (an order was placed or decided): its size goes out shortly, once per burst. */
  queueChanged(): void;
  newWithdrawal(withdrawal: { orderNo: string; username: string; amount: string; currency: string }): void;
  /** A member wrote to support: support's open consoles hear it. */
  supportMessage(note: { conversationId: number; username: string; message: TSupportMessage }): void;
  /** Whether any operator who answers members has the console open now. */
  supportOnline(): Promise<boolean>;
  /** The app is closing: nothing more goes out (a queue count due later would meet a closed Redis). */
  stop(): void;
}

/** Who hears what: the review queue (finance, owner) and support conversations (support, owner). */
const ROOM = { queue: 'queue', support: 'support' } as const;

export const OPERATOR_EVENT = { pending: 'pending', withdrawal: 'withdrawal', support: 'support' } as const satisfies Record<string, OperatorEvent>;

/** A burst of changes (a batch of decisions) is one count, read after it. */
const QUEUE_DEBOUNCE_MS = 250;

export function createOperatorFeed(db: DbOrTx, live: LiveHub, clock: Clock): OperatorFeed {
  const namespace = live.openOperatorNamespace(async (cookieHeader) => {
    const token = fastifyCookie.parse(cookieHeader ?? '')[CONSOLE_COOKIE];
    if (token === undefined || token === '') return [];
    const session = await findConsoleSession(db, token, clock.now());
    if (session === null || stageOf(session.operator) !== 'ready') return [];
    const { role } = session.operator;
    return [...(mayRun(role, 'pending') ? [ROOM.queue] : []), ...(mayRun(role, 'conversation-reply') ? [ROOM.support] : [])];
  });
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  return {
    queueChanged() {
      if (timer !== null || stopped) return;
      timer = setTimeout(() => {
        timer = null;
        pendingQueue(db)
          .then((queue) => {
            if (!stopped) namespace.emit(ROOM.queue, OPERATOR_EVENT.pending, queue);
          })
          // A count that cannot be read (the database closing) is skipped: the next change sends one.
          .catch(() => undefined);
      }, QUEUE_DEBOUNCE_MS);
      timer.unref();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    newWithdrawal(withdrawal) {
      if (!stopped) namespace.emit(ROOM.queue, OPERATOR_EVENT.withdrawal, withdrawal);
    },
    supportMessage(note) {
      if (!stopped) namespace.emit(ROOM.support, OPERATOR_EVENT.support, note);
    },
    async supportOnline() {
      return (await namespace.count(ROOM.support)) > 0;
    },
  };
}

/** After a command ran (console, script or CLI through the running server): a money decision changes the queue. */
export function announceIfQueueChanged(feed: OperatorFeed, command: { name: string }, outcome: { ok: boolean }): void {
  if (outcome.ok && definitionOf(command).group === 'money') feed.queueChanged();
}
