import { API, CODE, ZFinishPasskeyStepRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures, guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { findMemberById } from '../member/member-record.js';
import { provePasskey } from '../security/prove-passkey.js';
import { accountIpFailureCounter, loginFailureCounters, refuseLockedAccount } from './login-failures.js';
import { openMemberSession } from './open-member-session.js';
import { findSecondStepTicket, useSecondStepTicket } from './second-step-tickets.js';
import { recordSignIn } from './sign-in-history.js';

const expired = () => new AppError(CODE.SECOND_STEP_EXPIRED, 'error.secondStepExpired');

/**
 * Sign-in's second step by passkey: login's ticket and the member's own passkey's signature over
 * the challenge begun for that ticket. A refused passkey counts as a wrong code does, on the same
 * counters; the ticket survives it until it runs out.
 */
export const finishPasskeyStepCall = defineCall({
  path: API.login.finishPasskeyStep,
  request: ZFinishPasskeyStepRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent, language }) {
    const { limits } = deps.config;
    await deps.limiter.enforce(limits.loginAttemptsPerIp, ip);
    const ticket = await findSecondStepTicket(deps.db, input.ticket, deps.clock.now());
    const member = ticket ? await findMemberById(deps.db, ticket.memberId) : null;
    if (!member) throw expired();
    await refuseLockedAccount(deps.limiter, limits, member.username);
    const counters = loginFailureCounters(limits, member.username, ip);
    await guardAttempt(deps.limiter, counters);
    // The password came first: the history records a password sign-in, as with the code.
    const attempt = { ip, userAgent, method: 'password' as const, language };
    try {
      await provePasskey(deps, input.credential, { purpose: 'second-step', memberId: member.id });
    } catch (error) {
      await recordFailure(deps.limiter, counters);
      if (error instanceof AppError && error.code === CODE.PASSKEY_REFUSED) {
        await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-passkey' });
      }
      throw error;
    }
    if (member.loginFrozen) {
      await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'frozen' });
      throw new AppError(CODE.ACCOUNT_LOCKED, 'error.accountFrozen');
    }
    if (!(await useSecondStepTicket(deps.db, input.ticket, deps.clock.now()))) throw expired();
    await clearFailures(deps.limiter, [accountIpFailureCounter(limits, member.username, ip)]);
    return openMemberSession(deps, member, attempt);
  },
});
