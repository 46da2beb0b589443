import { z } from 'zod/mini';
import { ZCaptchaAnswer } from '../shared.js';
import { ZMemberInfo } from '../member/get-member-info.js';

export const ZLoginRequest = z.extend(ZCaptchaAnswer, {
  username: z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(254)),
  password: z.string().check(z.minLength(1, { message: 'rule.required' }), z.maxLength(64)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionTokens = z.object({
  /** Opaque; sent back in the `accessToken` header. */
  accessToken: z.string(),
  accessExpiresAt: z.int(),
  /** Opaque; exchanged for a new pair through refreshAccessToken. */
  refreshToken: z.string(),
  refreshExpiresAt: z.int(),
});
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

export const ZLoginResponse = z.extend(ZSessionTokens, { member: ZMemberInfo });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
