import { z } from 'zod';
import { ZEmail, ZOptionalTwoStepCode, ZPhone, ZTimeZone } from '../shared.js';

/** Changes the member's own profile; every field is optional, at least one must be given. */
export const ZUpdateInfoRequest = z
  .object({
    nickname: z.string().trim().min(1, { message: 'rule.required' }).max(30, { message: 'rule.tooLong' }).optional(),
    phone: ZPhone.optional(),
    email: ZEmail.optional(),
    timeZone: ZTimeZone.optional(),
    usdtAddress: z.string().trim().min(20, { message: 'rule.address' }).max(100, { message: 'rule.address' }).optional(),
    network: z.enum(['TRC20', 'ERC20', 'BEP20']).optional(),
    /** Needed with a new USDT address or network while 2-step is on. */
    twoStepCode: ZOptionalTwoStepCode,
  })
  .strict()
  .refine((r) => Object.keys(r).some((key) => key !== 'twoStepCode'), { message: 'rule.nothingToChange' });
export type TUpdateInfoRequest = z.infer<typeof ZUpdateInfoRequest>;
