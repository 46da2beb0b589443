import { z } from 'zod/mini';
import { ZCaptchaAnswer, ZEmail, ZPassword, ZPhone, ZUsername, ZVerificationCode } from '../shared.js';

export const ZRegisterRequest = z.extend(ZCaptchaAnswer, {
  username: ZUsername,
  password: ZPassword,
  confirmPassword: z.string(),
  /** Required when the register config says so; must name an existing member. */
  inviteCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  /** The user agreement must be accepted. */
  agree: z.literal(true, { message: 'rule.agreement' }),
  email: z.optional(ZEmail),
  emailCode: z.optional(ZVerificationCode),
  mobile: z.optional(ZPhone),
  mobileCode: z.optional(ZVerificationCode),
}).check(z.refine((r) => r.password === r.confirmPassword, { message: 'rule.passwordMismatch', path: ['confirmPassword'] }));
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z.object({
  id: z.int(),
  username: z.string(),
  /** Account recovery codes (issue 35), shown once: a password reset without email or phone. */
  recoveryCodes: z.array(z.string()),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;
