import { z } from 'zod/mini';
import { ZOptionalTwoStepCode } from '../shared.js';

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
