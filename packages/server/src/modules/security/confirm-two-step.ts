import { and, eq, isNull, sql } from 'drizzle-orm';
import { API, CODE, MEMBER_RECOVERY_CODE_COUNT, ZConfirmTwoStepRequest, ZConfirmTwoStepResponse } from '@meridian/protocol';
import { memberSecurity } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { clearFailures, guardAttempt, recordFailure } from '../../security/failure-throttle.js';
import { acceptedTotpStep, hashRecoveryCode, newRecoveryCodes } from '../../security/totp.js';
import { readMemberSecurity } from './member-two-step.js';
import { twoStepCounter } from './prove-two-step.js';
import { sendTwoStepLetter } from './two-step-letter.js';

/**
 * Turns 2-step on with the first code for the pending secret, and answers the recovery codes:
 * shown this once, kept only as hashes. A letter tells the member, in case it was not them.
 */
export const confirmTwoStepCall = defineCall({
  path: API.security.confirmTwoStep,
  request: ZConfirmTwoStepRequest,
  response: ZConfirmTwoStepResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const security = await readMemberSecurity(deps.db, memberId);
    if (security?.totpSecret) throw new AppError(CODE.TWO_STEP_STATE, 'error.twoStepAlreadyOn');
    const pending = security?.pendingTotpSecret;
    if (!pending) throw new AppError(CODE.TWO_STEP_STATE, 'error.twoStepNotBegun');
    const counter = twoStepCounter(deps, memberId);
    await guardAttempt(deps.limiter, [counter]);
    const step = await acceptedTotpStep(pending, input.code, deps.clock.now(), null);
    if (step === null) {
      await recordFailure(deps.limiter, [counter]);
      throw new AppError(CODE.TWO_STEP_CODE_WRONG, 'error.twoStepFirstCodeWrong', {}, { fields: ['code'] });
    }
    await clearFailures(deps.limiter, [counter]);
    const recoveryCodes = newRecoveryCodes(MEMBER_RECOVERY_CODE_COUNT);
    const turnedOn = await deps.db
      .update(memberSecurity)
      .set({
        totpSecret: pending,
        pendingTotpSecret: null,
        totpLastStep: step,
        recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        totpEnabledAt: new Date(deps.clock.now()),
        updatedAt: sql`now()`,
      })
      // Only the secret this code proved, and only once: a second confirmation finds it gone.
      .where(and(eq(memberSecurity.memberId, memberId), eq(memberSecurity.pendingTotpSecret, pending), isNull(memberSecurity.totpSecret)))
      .returning({ memberId: memberSecurity.memberId });
    if (turnedOn.length === 0) throw new AppError(CODE.TWO_STEP_STATE, 'error.twoStepAlreadyOn');
    await sendTwoStepLetter(deps.db, memberId, 'on');
    return { recoveryCodes };
  },
});
