import { z } from 'zod/mini';
import { singleLine, ZEmail, ZOptionalTwoStepCode, ZPhone, ZTimeZone } from '../shared.js';

/** Changes the member's own profile; every field is optional, at least one must be given. */
export const ZUpdateInfoRequest = z.strictObject({
  nickname: z.optional(z.string().check(z.trim(), singleLine(), z.minLength(1, { message: 'rule.required' }), z.maxLength(30, { message: 'rule.tooLong' }))),
  phone: z.optional(ZPhone),
  email: z.optional(ZEmail),
  timeZone: z.optional(ZTimeZone),
  usdtAddress: z.optional(z.string().check(z.trim(), z.minLength(20, { message: 'rule.address' }), z.maxLength(100, { message: 'rule.address' }))),
  network: z.optional(z.enum(['TRC20', 'ERC20', 'BEP20'])),
  /** Needed with a new USDT address or network while 2-step is on. */
  twoStepCode: ZOptionalTwoStepCode,
}).check(z.refine((r) => Object.keys(r).some((key) => key !== 'twoStepCode'), { message: 'rule.nothingToChange' }));
export type TUpdateInfoRequest = z.infer<typeof ZUpdateInfoRequest>;
