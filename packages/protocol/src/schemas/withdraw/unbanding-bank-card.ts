import { z } from 'zod/mini';
import { ZPayPassword } from '../shared.js';

/** Removes one of the member's bank cards, proven by the pay password. */
export const ZUnbandingBankCardRequest = z.strictObject({
  bankCardId: z.int().check(z.positive()),
  payPassword: ZPayPassword,
});
export type TUnbandingBankCardRequest = z.infer<typeof ZUnbandingBankCardRequest>;
