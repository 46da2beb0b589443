import { z } from 'zod';
import { ZCaptchaAnswer } from '../shared.js';
import { ZMemberInfo } from '../member/get-member-info.js';

export const ZLoginRequest = ZCaptchaAnswer.extend({
  username: z.string().trim().min(1, { message: 'rule.required' }).max(254),
  password: z.string().min(1, { message: 'rule.required' }).max(64),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionTokens = z.object({
  /** Opaque; sent back in the `accessToken` header. */
  accessToken: z.string(),
  accessExpiresAt: z.number().int(),
  /** Opaque; exchanged for a new pair through refreshAccessToken. */
  refreshToken: z.string(),
  refreshExpiresAt: z.number().int(),
});
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

export const ZLoginResponse = ZSessionTokens.extend({ member: ZMemberInfo });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
