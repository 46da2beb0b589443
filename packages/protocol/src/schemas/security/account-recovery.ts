import { z } from 'zod/mini';
import { isRecoveryCode } from '../../rules/two-step.js';
import { ZCaptchaAnswer, ZOptionalTwoStepCode } from '../shared.js';

/**
 * Account recovery codes (issue 35): a member with no email or phone, or who lost them, resets the
 * password with one of these instead of a code sent to them. Given once at sign-up, and again on
 * request (the password proves the member); each works once.
 */
export const ACCOUNT_RECOVERY_CODE_COUNT = 8;

export const ZAccountRecoveryCodes = z.object({ codes: z.array(z.string()) });
export type TAccountRecoveryCodes = z.infer<typeof ZAccountRecoveryCodes>;

/** New codes, replacing the old ones. */
export const ZNewRecoveryCodesRequest = z.strictObject({
  password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
  twoStepCode: ZOptionalTwoStepCode,
});

/** How many unused codes the member has, for the security page. */
export const ZGetRecoveryCodesResponse = z.object({ left: z.int().check(z.gte(0)) });
export type TGetRecoveryCodesResponse = z.infer<typeof ZGetRecoveryCodesResponse>;

export const ZAccountRecoveryCode = z.string().check(z.trim(), z.refine(isRecoveryCode, { message: 'rule.recoveryCode' }));

/** Public: password reset, step 2, with a recovery code instead of a code sent by mail or SMS; answers a reset ticket. */
export const ZCheckRecoveryCodeRequest = z.extend(ZCaptchaAnswer, {
  username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
  recoveryCode: ZAccountRecoveryCode,
});
