import { CODE, type AppLanguage, type TLoginResponse } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { MemberRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { clearFailures } from '../../security/failure-throttle.js';
import { findMemberById } from '../member/member-record.js';
import { accountIpFailureCounter, refuseLockedAccount } from './login-failures.js';
import { openMemberSession } from './open-member-session.js';
import { findSecondStepTicket, useSecondStepTicket } from './second-step-tickets.js';
import { recordSignIn, type SignInMethod } from './sign-in-history.js';

/** What both second steps (a code, a passkey) share before and after their own proof. */

export const secondStepExpired = () => new AppError(CODE.SECOND_STEP_EXPIRED, 'error.secondStepExpired');

/** The member a live ticket was given to, unless a guessing campaign locked the account; SECOND_STEP_EXPIRED otherwise. */
export async function ticketHolder(deps: AppDeps, ticket: string): Promise<MemberRow> {
  const found = await findSecondStepTicket(deps.db, ticket, deps.clock.now());
  const member = found ? await findMemberById(deps.db, found.memberId) : null;
  if (!member) throw secondStepExpired();
  await refuseLockedAccount(deps.limiter, deps.config.limits, member.username);
  return member;
}

/**
 * After the second step was proven: a frozen account still opens nothing; the ticket is used once
 * (two racing requests open one session), the address's failures are forgiven, the session opens.
 */
export async function endSecondStep(
  deps: AppDeps,
  member: MemberRow,
  ticket: string,
  attempt: { ip: string; userAgent: string; method: SignInMethod; language: AppLanguage },
): Promise<TLoginResponse> {
  if (member.loginFrozen) {
    await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'frozen' });
    throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
  }
  if (!(await useSecondStepTicket(deps.db, ticket, deps.clock.now()))) throw secondStepExpired();
  await clearFailures(deps.limiter, [accountIpFailureCounter(deps.config.limits, member.username, attempt.ip)]);
  return openMemberSession(deps, member, attempt);
}
