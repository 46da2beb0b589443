import { ReadThroughCache } from '../cache/read-through-cache.js';
import type { MemberBalance } from './types.js';

/** Members whose balances this process remembers at most. */
export const BALANCE_CACHE_MAX_ENTRIES = 50_000;

/**
 * Member id → balances, as readMemberBalance last read them outside a transaction. postEntry, the
 * only code that moves a balance, makes every process forget the members an entry touched: this
 * one right after commit, the others through the invalidation bus. Anything that decides on a
 * balance inside a transaction reads the database, never this.
 */
export class BalanceCache {
  private readonly cache: ReadThroughCache<number, MemberBalance>;

  constructor(maxEntries = BALANCE_CACHE_MAX_ENTRIES) {
    this.cache = new ReadThroughCache({ maxEntries });
  }

  get size(): number {
    return this.cache.size;
  }

  get(memberId: number): MemberBalance | undefined {
    return this.cache.get(memberId);
  }

  fetch(memberId: number, read: () => Promise<MemberBalance>): Promise<MemberBalance> {
    return this.cache.fetch(memberId, read);
  }

  forgetMembers(memberIds: Iterable<number>): void {
    for (const memberId of memberIds) this.cache.forget(memberId);
  }

  suspend(): void {
    this.cache.suspend();
  }

  resume(): void {
    this.cache.resume();
  }
}
