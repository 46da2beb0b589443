import { z } from 'zod';
import { ZVerificationCode } from '../shared.js';

/** Password reset, step 2: the code is checked and exchanged for a short-lived reset ticket. */
export const ZCheckMobileCaptchaRequest = z.object({
  username: z.string().trim().min(1, { message: 'rule.required' }).max(254),
  code: ZVerificationCode,
});
export const ZCheckMobileCaptchaResponse = z.object({
  resetTicket: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TCheckMobileCaptchaResponse = z.infer<typeof ZCheckMobileCaptchaResponse>;
