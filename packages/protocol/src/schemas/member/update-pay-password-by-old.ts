import { z } from 'zod/mini';
import { ZPayPassword, ZOptionalTwoStepCode } from '../shared.js';

/**
 * Sets or changes the pay password. The first time, the login password proves who is asking;
 * afterwards, the old pay password does.
 */
export const ZUpdatePayPasswordByOldRequest = z.object({
  oldPayPassword: z.optional(z.string().check(z.maxLength(16))),
  loginPassword: z.optional(z.string().check(z.maxLength(64))),
  payPassword: ZPayPassword,
  confirmPayPassword: z.string(),
  twoStepCode: ZOptionalTwoStepCode,
}).check(z.refine((r) => r.payPassword === r.confirmPayPassword, { message: 'rule.payPasswordMismatch', path: ['confirmPayPassword'] }));
export type TUpdatePayPasswordByOldRequest = z.infer<typeof ZUpdatePayPasswordByOldRequest>;
