import { CODE } from '@meridian/protocol';
import { z } from 'zod/mini';
import { RequestError } from '../../../api/query-client';

/**
 * Why a sign-in was refused, kept on the login page until the member acts (a toast of 2 s was
 * gone before a 15-minute lock could be read):
 * - `wait`: locked or slowed for a while; the page counts down to `until` (the device's clock).
 * - `reset`: locked after a guessing campaign until the password is reset (the server's words).
 * - `message`: anything else the server or the network said (a wrong password, a frozen account).
 */
export type SignInRefusal = { kind: 'wait'; until: number } | { kind: 'reset'; message: string } | { kind: 'message'; message: string };

/** What the server sends with ACCOUNT_LOCKED and TOO_MANY_REQUESTS (security/failure-throttle.ts, login-failures.ts). */
const ZWait = z.object({ retryAfterSeconds: z.number(), resetToUnlock: z.optional(z.boolean()) });

const WAITING_CODES: ReadonlySet<number> = new Set([CODE.ACCOUNT_LOCKED, CODE.TOO_MANY_REQUESTS]);

/** The refusal a failed sign-in call (login, second step) answered, as the page keeps it. */
export function signInRefusalOf(error: unknown, nowMs: number): SignInRefusal {
  if (!(error instanceof RequestError)) return { kind: 'message', message: error instanceof Error ? error.message : '' };
  const { code, msg, data } = error.failure;
  const wait = WAITING_CODES.has(code) ? ZWait.safeParse(data) : null;
  if (wait?.success !== true) return { kind: 'message', message: msg };
  if (wait.data.resetToUnlock === true) return { kind: 'reset', message: msg };
  return { kind: 'wait', until: nowMs + wait.data.retryAfterSeconds * 1000 };
}

/** The time left as a clock reads it: `14:05`, or `1:02:03` past an hour; whole seconds, rounded up. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
