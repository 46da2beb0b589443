import { z } from 'zod/mini';
import { ZMoney, ZRequestId } from '../shared.js';
import { ZMemberChainDepositStatus } from './chain-deposits.js';
import { ZRechargeCode } from './recharge-order.js';

/**
 * The member sent `coinCount` coins on the channel's network and gives the transaction id: this
 * creates the crypto order (amount = coinCount × rate, at the platform currency's scale), which
 * waits until an operator confirms the transaction. Safe to repeat with the same `requestId`.
 * On a network Meridian reads (issue 38) the server looks the transaction up on chain first: sent
 * to the member's own deposit address, it is a chain deposit, credited at its confirmations (the
 * answer then carries `chainDeposit`, and `coinCount` is what the chain says); sent to the
 * channel's shared address, the order above; with no transfer of the token to either, refused.
 */
export const ZFinishBitcoinOrderRequest = z.strictObject({
  requestId: ZRequestId,
  channelCode: ZRechargeCode,
  coinCount: ZMoney,
  txid: z.string().check(
    z.trim(),
    z.minLength(1, { message: 'rule.required' }),
    z.maxLength(128, { message: 'rule.tooLong' }),
    z.regex(/^[A-Za-z0-9]+$/, { message: 'rule.invalid' }),
  ),
});
export type TFinishBitcoinOrderRequest = z.infer<typeof ZFinishBitcoinOrderRequest>;

export const ZFinishBitcoinOrderResponse = z.object({
  orderNo: z.string(),
  /** What will be credited once confirmed, in the platform currency. */
  amount: ZMoney,
  rate: ZMoney,
  coinCount: ZMoney,
  /** The chain deposit the transaction is, when it went to the member's own address: follow it by the `chainDeposit` push. */
  chainDeposit: z.optional(z.object({ status: ZMemberChainDepositStatus, confirmations: z.int(), confirmationsNeeded: z.int() })),
});
export type TFinishBitcoinOrderResponse = z.infer<typeof ZFinishBitcoinOrderResponse>;
