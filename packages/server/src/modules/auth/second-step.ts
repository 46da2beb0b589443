import { API, CODE, ZLoginResponse, ZSecondStepRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { clearFailures } from '../../security/failure-throttle.js';
import { findMemberById } from '../member/member-record.js';
import { readMemberSecurity } from '../security/member-two-step.js';
import { spendCountedCode } from '../security/prove-two-step.js';
import { sendLoginLockedLetter } from './login-lock-letter.js';
import { accountFailureCounter, accountIpFailureCounter, loginFailureCounters, refuseLockedAccount } from './login-failures.js';
import { openMemberSession } from './open-member-session.js';
import { findSecondStepTicket, useSecondStepTicket } from './second-step-tickets.js';
import { recordSignIn } from './sign-in-history.js';

const expired = () => new AppError(CODE.SECOND_STEP_EXPIRED, 'error.secondStepExpired');

/**
 * Sign-in's second step: the ticket login gave for the right password, and a code from the
 * member's authenticator (or a recovery code). A wrong code counts as a wrong password does, on
 * the same counters, so the lockout is the same; the ticket survives it until it runs out.
 */
export const secondStepCall = defineCall({
  path: API.login.secondStep,
  request: ZSecondStepRequest,
  response: ZLoginResponse,
  async handler({ deps, input, ip, userAgent, language }) {
    const { limits } = deps.config;
    await deps.limiter.enforce(limits.loginAttemptsPerIp, ip);
    const ticket = await findSecondStepTicket(deps.db, input.ticket, deps.clock.now());
    const member = ticket ? await findMemberById(deps.db, ticket.memberId) : null;
    const security = member ? await readMemberSecurity(deps.db, member.id) : null;
    if (!member || !security) throw expired();
    await refuseLockedAccount(deps.limiter, limits, member.username);
    const attempt = { ip, userAgent, method: 'password' as const, language };
    try {
      await spendCountedCode(deps, security, input.code, loginFailureCounters(limits, member.username, ip));
    } catch (error) {
      if (error instanceof AppError && error.code === CODE.TWO_STEP_CODE_WRONG) {
        await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-code' });
        const account = accountFailureCounter(limits, member.username);
        const total = await deps.limiter.consume(account.rule, account.subject);
        if (total.count === account.rule.limit) await sendLoginLockedLetter(deps.db, member.id, total.count);
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
