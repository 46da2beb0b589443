import { LIVE_EVENT, type TMoneyChangePush } from '@meridian/protocol';
import type { InvalidationSubscriber } from '../db/invalidation-bus.js';
import type { DbOrTx } from '../db/types.js';
import { announceLivePush } from './live-bus.js';
import type { LiveHub } from './live-hub.js';

const BALANCE_MOVED: TMoneyChangePush = { subject: 'balance' };

/**
 * Every balance movement reaches the member's open app at once, whoever made it (the member, a
 * job, an operator on the console or the CLI), with no announcement of its own: postEntry already
 * announces the members whose balances moved on the invalidation bus, in the entry's transaction,
 * and every process hears it when it commits. Each process first has its caches forget the old
 * figures, then tells its own sockets of those members (ZMoneyChangePush), so the app's next read
 * is the new figure.
 */
export function withMoneyChangePushes(caches: InvalidationSubscriber, live: Pick<LiveHub, 'publish'>): InvalidationSubscriber {
  return {
    forget(invalidation) {
      caches.forget(invalidation);
      for (const memberId of new Set(invalidation.balanceMemberIds)) {
        live.publish(LIVE_EVENT.moneyChange, BALANCE_MOVED, { memberId, keptForThisProcess: true });
      }
    },
    suspend() {
      caches.suspend();
    },
    resume() {
      caches.resume();
    },
  };
}

/**
 * A deposit or withdrawal decided without moving money (a rejected or failed deposit): its member's
 * open app hears it when the transaction of `db` commits, as it hears a balance movement.
 */
export function announceMoneyChange(db: DbOrTx, memberId: number, subject: Exclude<TMoneyChangePush['subject'], 'balance'>): Promise<void> {
  const content: TMoneyChangePush = { subject };
  return announceLivePush(db, { kind: 'push', event: LIVE_EVENT.moneyChange, content, memberId });
}
