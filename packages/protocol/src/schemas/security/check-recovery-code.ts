import { z } from 'zod/mini';
import { isRecoveryCode } from '../../rules/two-step.js';
import { ZCaptchaAnswer } from '../shared.js';

export const ZAccountRecoveryCode = z.string().check(z.trim(), z.refine(isRecoveryCode, { message: 'rule.recoveryCode' }));

/** Public: password reset, step 2, with a recovery code instead of a code sent by mail or SMS; answers a reset ticket. */
export const ZCheckRecoveryCodeRequest = z.extend(ZCaptchaAnswer, {
  username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
  recoveryCode: ZAccountRecoveryCode,
});
