import { z } from 'zod';
import { ZPayPassword } from '../shared.js';

/** Removes one of the member's bank cards, proven by the pay password. */
export const ZUnbandingBankCardRequest = z
  .object({
    bankCardId: z.number().int().positive(),
    payPassword: ZPayPassword,
  })
  .strict();
export type TUnbandingBankCardRequest = z.infer<typeof ZUnbandingBankCardRequest>;
