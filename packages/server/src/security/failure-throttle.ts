import { CODE } from '@meridian/protocol';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../http/app-error.js';
import type { LimitRule } from './limits.js';
import type { RateLimiter } from './rate-limiter.js';

/** One counter of failures: a rule and whose failures it counts (an account, an address, …). */
export interface FailureCounter {
  rule: LimitRule;
  subject: string;
}

export interface Slowdown {
  /** Failures after which every further attempt waits. */
  after: number;
  stepMs: number;
  maxMs: number;
}

/**
 * Guards a guessable secret (a password, a pay password). Before an attempt: refused with
 * ACCOUNT_LOCKED (and the minutes left) when any counter has reached its limit; otherwise, past
 * `slowdown.after` failures, the attempt waits a little longer for every further failure.
 */
export async function guardAttempt(limiter: RateLimiter, counters: readonly FailureCounter[], slowdown?: Slowdown): Promise<void> {
  const states = await Promise.all(counters.map((c) => limiter.peek(c.rule, c.subject)));
  const locked = states.filter((s) => s.exceeded);
  if (locked.length > 0) {
    const retryAfterMs = Math.max(...locked.map((s) => s.retryAfterMs));
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountLocked', { minutes }, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
  }
  const failures = Math.max(0, ...states.map((s) => s.count));
  if (slowdown && failures >= slowdown.after) {
    await sleep(Math.min(slowdown.stepMs * (failures - slowdown.after + 1), slowdown.maxMs));
  }
}

export async function recordFailure(limiter: RateLimiter, counters: readonly FailureCounter[]): Promise<void> {
  await Promise.all(counters.map((c) => limiter.consume(c.rule, c.subject)));
}

export async function clearFailures(limiter: RateLimiter, counters: readonly FailureCounter[]): Promise<void> {
  await Promise.all(counters.map((c) => limiter.reset(c.rule, c.subject)));
}
