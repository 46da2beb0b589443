import { z } from 'zod';
import { ZPayPassword, ZOptionalTwoStepCode } from '../shared.js';

/**
 * Sets or changes the pay password. The first time, the login password proves who is asking;
 * afterwards, the old pay password does.
 */
export const ZUpdatePayPasswordByOldRequest = z
  .object({
    oldPayPassword: z.string().max(16).optional(),
    loginPassword: z.string().max(64).optional(),
    payPassword: ZPayPassword,
    confirmPayPassword: z.string(),
    twoStepCode: ZOptionalTwoStepCode,
  })
  .refine((r) => r.payPassword === r.confirmPayPassword, {
    message: 'rule.payPasswordMismatch',
    path: ['confirmPayPassword'],
  });
export type TUpdatePayPasswordByOldRequest = z.infer<typeof ZUpdatePayPasswordByOldRequest>;
