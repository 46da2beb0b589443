import { API, CODE, ZLoginResponse, ZSecondStepRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { readMemberSecurity } from '../security/member-two-step.js';
import { spendCountedCode } from '../security/prove-two-step.js';
import { countWrongSecondFactor, endSecondStep, secondStepAttempt, secondStepExpired } from './second-step-ending.js';
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
  async handler({ deps, input, ip, userAgent, language, device }) {
    const found = await secondStepAttempt(deps, input.ticket, { ip, device });
    const { member } = found;
    const security = await readMemberSecurity(deps.db, member.id);
    if (!security) throw secondStepExpired();
    const attempt = { ip, userAgent, method: 'password' as const, language, device };
    try {
      // Counted by countWrongSecondFactor below, not by the proof itself.
      await spendCountedCode(deps, security, input.code, []);
    } catch (error) {
      if (error instanceof AppError && error.code === CODE.TWO_STEP_CODE_WRONG) {
        await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-code' });
        await countWrongSecondFactor(deps, member, found);
      }
      throw error;
    }
    return endSecondStep(deps, member, input.ticket, { ...attempt, counters: found.counters });
  },
});
