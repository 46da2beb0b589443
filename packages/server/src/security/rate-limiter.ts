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

/** Fixed-window limits over a store; subjects are case-folded so `A@x.io` and `a@x.io` share one. */
export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

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
    await this.store.clear(this.key(rule, subject));
  }

  /** Counts a hit and refuses it with TOO_MANY_REQUESTS when it goes over the limit. */
  async enforce(rule: LimitRule, subject: string): Promise<void> {
    const state = await this.consume(rule, subject);
    if (state.exceeded) throw tooManyRequests(state.retryAfterMs);
  }
}
