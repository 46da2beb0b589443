import type { LimitRule } from './limits.js';
import type { RateLimitStore } from './rate-limit-store.js';
import { tooManyRequests } from '../http/app-error.js';

export interface LimitState {
  /** Hits in the running window (after this one, for `consume`). */
  count: number;
  /** true when the hit went over the limit (`consume`) or the limit is already reached (`peek`). */
  exceeded: boolean;
  /** Until the window ends; 0 when none is running. */
  retryAfterMs: number;
}

/** Past this many refused subjects, the ones whose window has ended are swept out. */
const REFUSED_SWEEP_AT = 10_000;
/**
 * How long a refusal from memory is held before it is answered. A client that keeps asking past
 * its limit is slowed to one answer a second per connection: a flood of 200 connections costs
 * the server a timer each instead of thousands of answers a second that every other member's
 * call would queue behind. A member who hits a limit by mistake waits one second for the same
 * answer. (A flood of connections themselves is the reverse proxy's to cap; see docs/operations.md.)
 */
export const REFUSAL_DELAY_MS = 1_000;

/** Fixed-window limits over a store; subjects are case-folded so `A@x.io` and `a@x.io` share one. */
export class RateLimiter {
  /**
   * Subjects `enforce` has refused, until their window ends. In a fixed window a subject over its
   * limit stays over it until the window ends, so a flood from one address is refused from memory
   * without a write per request: with a database store each refusal was a write that every other
   * member's call queued behind (issue 16's login flood). Only `enforce` uses it; counters that
   * are reset before their window ends (failures, see failure-throttle.ts) always ask the store.
   */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    readonly store: RateLimitStore,
    private readonly refusalDelayMs = REFUSAL_DELAY_MS,
  ) {}

  private key(rule: LimitRule, subject: string): string {
    return `${rule.name}:${subject.toLowerCase()}`;
  }

  async consume(rule: LimitRule, subject: string): Promise<LimitState> {
    const state = await this.store.hit(this.key(rule, subject), rule.windowMs);
    return { count: state.count, exceeded: state.count > rule.limit, retryAfterMs: Math.max(0, state.resetAt - Date.now()) };
  }

  async peek(rule: LimitRule, subject: string): Promise<LimitState> {
    const state = await this.store.peek(this.key(rule, subject));
    if (!state) return { count: 0, exceeded: false, retryAfterMs: 0 };
    return { count: state.count, exceeded: state.count >= rule.limit, retryAfterMs: Math.max(0, state.resetAt - Date.now()) };
  }

  async reset(rule: LimitRule, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    this.refusedUntil.delete(key);
    await this.store.clear(key);
  }

  /** Counts a hit and refuses it with TOO_MANY_REQUESTS when it goes over the limit. */
  async enforce(rule: LimitRule, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    const now = Date.now();
    const until = this.refusedUntil.get(key);
    if (until !== undefined && until > now) {
      // Spread over half to one and a half delays: refusals held together would be answered in
      // one burst that stalls every other call for its length.
      const hold = this.refusalDelayMs * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, Math.min(hold, until - now)));
      throw tooManyRequests(Math.max(0, until - Date.now()));
    }
    const state = await this.consume(rule, subject);
    if (!state.exceeded) return;
    if (this.refusedUntil.size >= REFUSED_SWEEP_AT) this.sweep(now);
    this.refusedUntil.set(key, now + state.retryAfterMs);
    throw tooManyRequests(state.retryAfterMs);
  }

  private sweep(now: number): void {
    for (const [key, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(key);
  }
}
