import { CODE, type AppLanguage, type TLoginResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { CallDevice } from '../../security/device-cookie.js';
import { clearFailures, recordFailure, type FailureCounter } from '../../security/failure-throttle.js';
import { findMemberById } from '../member/member-store.js';
import { accountFailureCounter, admitPasswordAttempt } from './login-failures.js';
import { sendLoginLockedLetter } from './login-lock-letter.js';
import { knownDeviceOf, type KnownDevice } from './member-devices.js';
import { openMemberSession } from './open-member-session.js';
import { findSecondStepTicket, useSecondStepTicket } from './second-step-tickets.js';
import { recordSignIn, type SignInMethod } from './sign-in-history.js';

/** What both second steps (a code, a passkey) share before and after their own proof. */

export const secondStepExpired = () => new AppError(CODE.SECOND_STEP_EXPIRED, 'error.secondStepExpired');

/**
 * The member a live ticket was given to, and the counters a wrong second factor adds to: a known
 * device's own, or, from an unknown client, the address's and the pair's (and the account's lock of
 * unknown clients refuses it first). SECOND_STEP_EXPIRED when the ticket is gone.
 */
export async function secondStepAttempt(
  deps: AppDeps,
  ticket: string,
  from: { ip: string; device: CallDevice },
): Promise<{ member: MemberRow; known: KnownDevice | null; counters: FailureCounter[] }> {
  const found = await findSecondStepTicket(deps.db, ticket, deps.clock.now());
  const member = found ? await findMemberById(deps.db, found.memberId) : null;
  if (!member) throw secondStepExpired();
  const known = await knownDeviceOf(deps.db, member.id, from.device.token);
  const counters = await admitPasswordAttempt(deps.limiter, deps.config.limits, { username: member.username, ip: from.ip, known });
  return { member, known, counters };
}

/**
 * A wrong second factor: counted where a wrong password is, and from an unknown client on the
 * account's lock of unknown clients too (with the letter when it locks).
 */
export async function countWrongSecondFactor(deps: AppDeps, member: MemberRow, found: { known: KnownDevice | null; counters: FailureCounter[] }): Promise<void> {
  await recordFailure(deps.limiter, found.counters);
  if (found.known !== null) return;
  const account = accountFailureCounter(deps.config.limits, member.username);
  const total = await deps.limiter.consume(account.rule, account.subject);
  if (total.count === account.rule.limit) await sendLoginLockedLetter(deps.db, member.id, total.count);
}

/**
 * After the second step was proven: a frozen account still opens nothing; the ticket is used once
 * (two racing requests open one session), the failures of the pair (or device) that proved itself
 * are forgiven, the session opens.
 */
export async function endSecondStep(
  deps: AppDeps,
  member: MemberRow,
  ticket: string,
  attempt: { ip: string; userAgent: string; method: SignInMethod; language: AppLanguage; device: CallDevice; counters: FailureCounter[] },
): Promise<TLoginResponse> {
  const { counters, ...signIn } = attempt;
  if (member.loginFrozen) {
    await recordSignIn(deps.db, { ...signIn, memberId: member.id, outcome: 'frozen' });
    throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
  }
  if (!(await useSecondStepTicket(deps.db, ticket, deps.clock.now()))) throw secondStepExpired();
  await clearFailures(deps.limiter, counters.slice(0, 1));
  return openMemberSession(deps, member, signIn);
}
