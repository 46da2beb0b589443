import { API, CODE, ZFinishPasskeyStepRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { provePasskey } from '../security/prove-passkey.js';
import { loginFailureCounters } from './login-failures.js';
import { endSecondStep, ticketHolder } from './second-step-ending.js';
import { recordSignIn } from './sign-in-history.js';

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
    const member = await ticketHolder(deps, input.ticket);
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
    return endSecondStep(deps, member, input.ticket, attempt);
  },
});
