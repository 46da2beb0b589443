import { z } from 'zod/mini';
import { ZPayPassword, ZRecordId } from '../shared.js';

/** Removes one of the member's bank cards, proven by the pay password. */
export const ZUnbandingBankCardRequest = z.strictObject({
  bankCardId: ZRecordId,
  payPassword: ZPayPassword,
});
export type TUnbandingBankCardRequest = z.infer<typeof ZUnbandingBankCardRequest>;
