import type { Invalidation, InvalidationSubscriber } from '../db/invalidation-bus.js';
import { BalanceCache } from '../ledger/balance-cache.js';
import { SessionCache } from '../security/session-cache.js';

/**
 * What one app remembers of the database to answer member calls without a query: who a token
 * belongs to and what a member's balances are. Kept honest by the invalidation bus, which
 * suspends it whenever announcements could be missed.
 */
export class AppCaches implements InvalidationSubscriber {
  readonly sessions = new SessionCache();
  readonly balances = new BalanceCache();
  private listening = false;

  /** Whether announcements are being heard (the caches are on): what readiness asks. */
  get isListening(): boolean {
    return this.listening;
  }

  forget(invalidation: Invalidation): void {
    if (invalidation.sessionIds?.length) this.sessions.forgetSessions(invalidation.sessionIds);
    if (invalidation.balanceMemberIds?.length) this.balances.forgetMembers(invalidation.balanceMemberIds);
  }

  suspend(): void {
    this.listening = false;
    this.sessions.suspend();
    this.balances.suspend();
  }

  resume(): void {
    this.listening = true;
    this.sessions.resume();
    this.balances.resume();
  }
}
