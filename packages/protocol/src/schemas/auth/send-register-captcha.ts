import { z } from 'zod/mini';
import { ZCaptchaAnswer, ZPhone } from '../shared.js';

/** Sends a 6-digit code to a mobile number before registering; slider first, to stop floods. */
export const ZSendRegisterCaptchaRequest = z.extend(ZCaptchaAnswer, { mobile: ZPhone });
export const ZSendCodeResponse = z.object({
  /** Where the code went, masked: `+85******12`, `de***@example.com`. */
  sentTo: z.string(),
  /** Seconds before another code may be asked for. */
  resendAfterSeconds: z.int(),
});
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;
