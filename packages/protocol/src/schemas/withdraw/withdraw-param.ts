import { z } from 'zod/mini';
import { ZEmpty, ZMoney } from '../shared.js';

/** A chain the operator pays USDT out on, and the shape of an address on it (a regex source). */
export const ZCoinNetwork = z.object({ network: z.string(), addressPattern: z.string() });
export type TCoinNetwork = z.infer<typeof ZCoinNetwork>;

/** The published withdrawal rules (the `WithdrawalRules` of rules/withdrawal-fee.ts). */
export const ZWithdrawRules = z.object({
  currency: z.string(),
  minAmount: ZMoney,
  maxAmount: ZMoney,
  dailyCount: z.int().check(z.gte(0)),
  freeCount: z.int().check(z.gte(0)),
  /** Percent of the amount taxed on each withdrawal beyond the free count (`2.5` = 2.5 %). */
  taxPercent: ZMoney,
  /** Fixed handling fee of every withdrawal. */
  feeAmount: ZMoney,
});
export type TWithdrawRules = z.infer<typeof ZWithdrawRules>;

export const ZWithdrawParamRequest = ZEmpty;
export const ZWithdrawParamResponse = z.extend(ZWithdrawRules, {
  /** Withdrawals the member made today (rejected ones not counted): the fee rule's input. */
  usedCount: z.int().check(z.gte(0)),
  remainingCount: z.int().check(z.gte(0)),
  /** Networks a coin withdrawal can go to. */
  networks: z.array(ZCoinNetwork),
});
export type TWithdrawParamResponse = z.infer<typeof ZWithdrawParamResponse>;
