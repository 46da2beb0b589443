import { z } from 'zod/mini';
import { ZCaptchaAnswer } from '../shared.js';

/** Password reset, step 1: a code goes to the email or phone on the account. */
export const ZSendUpPwdCaptchaRequest = z.extend(ZCaptchaAnswer, {
  username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
});
