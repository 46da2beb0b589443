import type { Limits } from '../../security/limits.js';
import type { FailureCounter, Slowdown } from '../../security/failure-throttle.js';

/** The counters a failed login adds to: the account's (case-folded) and the address's. */
export function accountFailureCounter(limits: Limits, username: string): FailureCounter {
  return { rule: limits.loginFailuresPerAccount, subject: username.trim() };
}

export function loginFailureCounters(limits: Limits, username: string, ip: string): FailureCounter[] {
  return [accountFailureCounter(limits, username), { rule: limits.loginFailuresPerIp, subject: ip }];
}

export function loginSlowdown(limits: Limits): Slowdown {
  return { after: limits.loginSlowAfter, stepMs: limits.loginSlowdownMs, maxMs: limits.loginSlowdownMaxMs };
}
