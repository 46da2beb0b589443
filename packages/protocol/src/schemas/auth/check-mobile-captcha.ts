import { z } from 'zod/mini';
import { ZVerificationCode } from '../shared.js';

/** Password reset, step 2: the code is checked and exchanged for a short-lived reset ticket. */
export const ZCheckMobileCaptchaRequest = z.object({
  username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
  code: ZVerificationCode,
});
export const ZCheckMobileCaptchaResponse = z.object({
  resetTicket: z.string(),
  expiresInSeconds: z.int(),
});
export type TCheckMobileCaptchaResponse = z.infer<typeof ZCheckMobileCaptchaResponse>;
