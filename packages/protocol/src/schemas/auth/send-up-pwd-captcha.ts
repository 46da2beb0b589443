import { z } from 'zod';
import { ZCaptchaAnswer } from '../shared.js';

/** Password reset, step 1: a code goes to the email or phone on the account. */
export const ZSendUpPwdCaptchaRequest = ZCaptchaAnswer.extend({
  username: z.string().trim().min(1, { message: 'rule.required' }).max(254),
});
