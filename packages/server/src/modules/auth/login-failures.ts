import { CODE } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import type { Limits } from '../../security/limits.js';
import { guardAttempt, type FailureCounter, type Slowdown } from '../../security/failure-throttle.js';
import { deviceFailureCounter, type KnownDevice } from './member-devices.js';
import type { RateLimiter } from '../../security/rate-limiter.js';

/**
 * The account a username names, as the counters key it: case-folded like the member lookup, so
 * "DEMO0001" and "demo0001" share one count and changing case cannot dodge a limit.
 */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** The account's counter of failures from anywhere: the hard lock. */
export function accountFailureCounter(limits: Limits, username: string): FailureCounter {
  return { rule: limits.loginFailuresPerAccount, subject: accountKey(username) };
}

/** Failures of this account from this address. */
export function accountIpFailureCounter(limits: Limits, username: string, ip: string): FailureCounter {
  return { rule: limits.loginFailuresPerAccountIp, subject: `${accountKey(username)}|${ip}` };
}

/**
 * The counters that slow and refuse a login: the (account, address) pair and the address. The
 * account's own counter is not among them: it only locks far higher (see login.ts).
 */
export function loginFailureCounters(limits: Limits, username: string, ip: string): FailureCounter[] {
  return [accountIpFailureCounter(limits, username, ip), { rule: limits.loginFailuresPerIp, subject: ip }];
}

export function loginSlowdown(limits: Limits): Slowdown {
  return { after: limits.loginSlowAfter, stepMs: limits.loginSlowdownMs, maxMs: limits.loginSlowdownMaxMs };
}

/**
 * Refuses every password sign-in of an account from unknown clients once a guessing campaign has
 * filled its counter from anywhere, until the member resets the password. The member's own known
 * devices are never refused by it (login.ts), nor is a passkey, which cannot be guessed.
 */
export async function refuseLockedAccount(limiter: RateLimiter, limits: Limits, username: string): Promise<void> {
  const account = accountFailureCounter(limits, username);
  const campaign = await limiter.peek(account.rule, account.subject);
  if (campaign.exceeded) {
    // `resetToUnlock`: the app says to reset the password rather than count down to a time that
    // any further guess moves on (the counter runs over a day).
    throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountHardLocked', {}, { retryAfterSeconds: Math.ceil(campaign.retryAfterMs / 1000), resetToUnlock: true });
  }
}

/**
 * Who may try a password now, counted before any is hashed. A known device (member-devices.ts)
 * answers to its own counters only; an unknown client to the address's, the (account, address)
 * pair's and the account-wide lock of unknown clients. Returns the counters a failure adds to.
 */
export async function admitPasswordAttempt(
  limiter: RateLimiter,
  limits: Limits,
  attempt: { username: string; ip: string; known: KnownDevice | null },
): Promise<FailureCounter[]> {
  if (attempt.known !== null) {
    const counter = deviceFailureCounter(limits, attempt.known);
    await limiter.enforce(limits.loginAttemptsPerDevice, counter.subject);
    await guardAttempt(limiter, [counter], loginSlowdown(limits));
    return [counter];
  }
  await limiter.enforce(limits.loginAttemptsPerIp, attempt.ip);
  await refuseLockedAccount(limiter, limits, attempt.username);
  const counters = loginFailureCounters(limits, attempt.username, attempt.ip);
  await guardAttempt(limiter, counters, loginSlowdown(limits));
  return counters;
}
