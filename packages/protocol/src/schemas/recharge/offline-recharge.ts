import { z } from 'zod/mini';
import { singleLine, ZMoney, ZRequestId } from '../shared.js';
import { ZRechargeCode } from './recharge-order.js';

/**
 * The member says they transferred `amount` to the payee account of `methodCode` at `bankCode`;
 * the order waits until an operator confirms or rejects it. Safe to repeat with the same `requestId`.
 */
export const ZOfflineRechargeRequest = z.strictObject({
  requestId: ZRequestId,
  methodCode: ZRechargeCode,
  bankCode: ZRechargeCode,
  amount: ZMoney,
  /** The payer's real name as on their bank account. */
  realName: z.string().check(z.trim(), singleLine(), z.minLength(1, { message: 'rule.required' }), z.maxLength(60, { message: 'rule.tooLong' })),
  /** Optional transfer proof: the `url` uploadImg answered for the member's own upload. */
  proofUrl: z.optional(z.string().check(z.maxLength(200, { message: 'rule.tooLong' }))),
});
export type TOfflineRechargeRequest = z.infer<typeof ZOfflineRechargeRequest>;

export const ZOfflineRechargeResponse = z.object({ orderNo: z.string() });
export type TOfflineRechargeResponse = z.infer<typeof ZOfflineRechargeResponse>;
