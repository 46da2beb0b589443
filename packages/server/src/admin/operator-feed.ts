import { fastifyCookie } from '@fastify/cookie';
import type { OperatorEventName, OperatorPushOf, TOrderPush, TSupportPush, TWithdrawalPush } from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import type { LiveHub } from '../live/live-hub.js';
import type { Clock } from '../market/clock.js';
import { definitionOf } from '../operator/command-registry.js';
import { pendingQueue, waitingApprovals } from '../operator/dashboard-figures.js';
import { mayRun } from '../operator/role-matrix.js';
import { CONSOLE_COOKIE, findConsoleSession } from './console-sessions.js';
import { stageOf } from './operator-accounts.js';
import { orderPushOf } from './order-push.js';

/**
 * What an open console hears at once: the review queue's size whenever it changes, each new
 * withdrawal, and each order claimed, let go or decided (roles that work the queue), how many
 * approvals wait (roles that decide them), and each member's message to support (roles that answer).
 * Changes made by another process (the CLI on PostgreSQL) reach the console with its next
 * refresh instead.
 */
export interface OperatorFeed {
  /** The queue changed (an order was placed or decided): its size goes out shortly, once per burst. */
  queueChanged(): void;
  /** An approval was asked for, decided or cancelled: how many wait goes out shortly, once per burst. */
  approvalsChanged(): void;
  newWithdrawal(withdrawal: TWithdrawalPush): void;
  /** A pending order was claimed, let go or decided: every open Pending screen shows it at once. */
  orderChanged(push: TOrderPush): void;
  /** A member wrote to support: support's open consoles hear it. */
  supportMessage(note: TSupportPush): void;
  /** Whether any operator who answers members has the console open now. */
  supportOnline(): Promise<boolean>;
  /** The app is closing: nothing more goes out (a queue count due later would meet a closed Redis). */
  stop(): void;
}

/**
 * Who hears what: the review queue (finance, owner), approvals waiting for a second operator
 * (those who decide them: finance, content, owner) and support conversations (support, owner).
 */
const ROOM = { queue: 'queue', approvals: 'approvals', support: 'support' } as const;

/** A burst of changes (a batch of decisions) is one count, read after it. */
const QUEUE_DEBOUNCE_MS = 250;

export function createOperatorFeed(db: DbOrTx, live: LiveHub, clock: Clock): OperatorFeed {
  const namespace = live.openOperatorNamespace(async (cookieHeader) => {
    const token = fastifyCookie.parse(cookieHeader ?? '')[CONSOLE_COOKIE];
    if (token === undefined || token === '') return [];
    const session = await findConsoleSession(db, token, clock.now());
    if (session === null || stageOf(session.operator) !== 'ready') return [];
    const { role } = session.operator;
    return [
      ...(mayRun(role, 'pending') ? [ROOM.queue] : []),
      ...(mayRun(role, 'approvals') ? [ROOM.approvals] : []),
      ...(mayRun(role, 'conversation-reply') ? [ROOM.support] : []),
    ];
  });
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  /** Reads a count after a burst of changes and emits it to a room, once per burst. */
  const debounced = <E extends OperatorEventName>(read: () => Promise<OperatorPushOf<E>>, room: string, event: E) => {
    let timer: NodeJS.Timeout | null = null;
    return () => {
      if (timer !== null || stopped) return;
      const scheduled = setTimeout(() => {
        timer = null;
        timers.delete(scheduled);
        read()
          .then((content) => {
            if (!stopped) namespace.emit(room, event, content);
          })
          // A count that cannot be read (the database closing) is skipped: the next change sends one.
          .catch(() => undefined);
      }, QUEUE_DEBOUNCE_MS);
      scheduled.unref();
      timer = scheduled;
      timers.add(scheduled);
    };
  };
  return {
    queueChanged: debounced(() => pendingQueue(db), ROOM.queue, 'pending'),
    approvalsChanged: debounced(() => waitingApprovals(db), ROOM.approvals, 'approvals'),
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    newWithdrawal(withdrawal) {
      if (!stopped) namespace.emit(ROOM.queue, 'withdrawal', withdrawal);
    },
    orderChanged(push) {
      if (!stopped) namespace.emit(ROOM.queue, 'order', push);
    },
    supportMessage(note) {
      if (!stopped) namespace.emit(ROOM.support, 'support', note);
    },
    async supportOnline() {
      return (await namespace.count(ROOM.support)) > 0;
    },
  };
}

/**
 * After a command ran (console, script or CLI through the running server): a money decision changes
 * the queue, and may decide or cancel an approval; a held command (202, a change of terms too) asks
 * for one; a claim, a release or a decision moves one order, which goes out at once, unbatched.
 */
export function announceIfQueueChanged(feed: OperatorFeed, command: { name: string }, outcome: { ok: boolean; status?: number; data?: unknown }): void {
  if (!outcome.ok) return;
  const definition = definitionOf(command);
  if (definition.group === 'money') feed.queueChanged();
  if (definition.read === undefined && (definition.group === 'money' || outcome.status === 202)) feed.approvalsChanged();
  const order = definition.read === undefined && definition.group === 'money' ? orderPushOf(command, outcome) : null;
  if (order !== null) feed.orderChanged(order);
}
