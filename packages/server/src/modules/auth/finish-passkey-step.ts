import { API, CODE, ZFinishPasskeyStepRequest, ZLoginResponse } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { provePasskey } from '../security/prove-passkey.js';
import { countWrongSecondFactor, endSecondStep, secondStepAttempt } from './second-step-ending.js';
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
  async handler({ deps, input, ip, userAgent, language, device }) {
    const found = await secondStepAttempt(deps, input.ticket, { ip, device });
    const { member } = found;
    // The password came first: the history records a password sign-in, as with the code.
    const attempt = { ip, userAgent, method: 'password' as const, language, device };
    try {
      await provePasskey(deps, input.credential, { purpose: 'second-step', memberId: member.id });
    } catch (error) {
      if (error instanceof AppError && error.code === CODE.PASSKEY_REFUSED) {
        await recordSignIn(deps.db, { ...attempt, memberId: member.id, outcome: 'wrong-passkey' });
      }
      await countWrongSecondFactor(deps, member, found);
      throw error;
    }
    return endSecondStep(deps, member, input.ticket, { ...attempt, counters: found.counters });
  },
});
