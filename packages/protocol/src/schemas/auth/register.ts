import { z } from 'zod';
import { ZCaptchaAnswer, ZEmail, ZPassword, ZPhone, ZUsername, ZVerificationCode } from '../shared.js';

export const ZRegisterRequest = ZCaptchaAnswer.extend({
  username: ZUsername,
  password: ZPassword,
  confirmPassword: z.string(),
  /** Required when the register config says so; must name an existing member. */
  inviteCode: z.string().trim().max(32).optional(),
  /** The user agreement must be accepted. */
  agree: z.literal(true, { message: 'rule.agreement' }),
  email: ZEmail.optional(),
  emailCode: ZVerificationCode.optional(),
  mobile: ZPhone.optional(),
  mobileCode: ZVerificationCode.optional(),
}).refine((r) => r.password === r.confirmPassword, {
  message: 'rule.passwordMismatch',
  path: ['confirmPassword'],
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({ id: z.number().int(), username: z.string() });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
