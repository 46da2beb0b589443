import { z } from 'zod/mini';

/** How money comes in: a payment provider, a bank transfer an operator confirms, or USDT on a network. */
export const RECHARGE_MODES = ['online', 'offline', 'crypto'] as const;
export const ZRechargeMode = z.enum(RECHARGE_MODES);
export type TRechargeMode = z.infer<typeof ZRechargeMode>;

/**
 * Where a recharge order stands. `waiting_payment` (online: the member has not paid yet) and
 * `pending_review` (offline and crypto: an operator has not confirmed yet) are unfinished: while a
 * member has one, a new order is refused with 3008 (RECHARGE_UNFINISHED).
 */
export const RECHARGE_STATUSES = ['waiting_payment', 'pending_review', 'completed', 'rejected', 'cancelled', 'failed'] as const;
export const ZRechargeStatus = z.enum(RECHARGE_STATUSES);
export type TRechargeStatus = z.infer<typeof ZRechargeStatus>;
export const UNFINISHED_RECHARGE_STATUSES: readonly TRechargeStatus[] = ['waiting_payment', 'pending_review'];

export const ZRechargeOrderNo = z
  .string()
  .check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(40, { message: 'rule.tooLong' }));

/** A channel or method code chosen from a list the server gave. */
export const ZRechargeCode = z.string().check(z.trim(), z.minLength(1, { message: 'rule.required' }), z.maxLength(40, { message: 'rule.tooLong' }));
