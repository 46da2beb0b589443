import { API, CODE, ZLoginResponse, ZSecondStepRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { readMemberSecurity } from '../security/member-two-step.js';
import { spendCountedCode } from '../security/prove-two-step.js';
import { sendLoginLockedLetter } from './login-lock-letter.js';
import { accountFailureCounter, loginFailureCounters } from './login-failures.js';
import { endSecondStep, secondStepExpired, ticketHolder } from './second-step-ending.js';
import { recordSignIn } from './sign-in-history.js';

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
    const member = await ticketHolder(deps, input.ticket);
    const security = await readMemberSecurity(deps.db, member.id);
    if (!security) throw secondStepExpired();
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
    return endSecondStep(deps, member, input.ticket, attempt);
  },
});
