import { z } from 'zod/mini';
import { ZMoney, ZOptionalTwoStepCode, ZPayPassword, ZRecordId, ZRequestId } from '../shared.js';
import { ZWithdrawal, ZWithdrawMethod } from './withdraw-record.js';

/**
 * Asks for a withdrawal: to one of the member's bank cards, or (`coin`) to the USDT address and
 * network in the member's profile. The amount moves from available to held until an operator pays
 * or rejects it.
 */
export const ZWithdrawRequest = z.strictObject({
  method: ZWithdrawMethod,
  /** Required with `bank`. */
  bankCardId: z.optional(ZRecordId),
  amount: ZMoney,
  payPassword: ZPayPassword,
  requestId: ZRequestId,
  twoStepCode: ZOptionalTwoStepCode,
}).check(z.refine((r) => r.method !== 'bank' || r.bankCardId !== undefined, { message: 'rule.bankCardRequired', path: ['bankCardId'] }));
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;

/** The withdrawal as recorded, status `pending`. */
export const ZWithdrawResponse = ZWithdrawal;
