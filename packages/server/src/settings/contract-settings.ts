import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ZAmountText, ZPercentText } from '../money/decimal-text-fields.js';

/** One duration as the operator publishes it; amounts are in the platform currency. */
export const ZContractSecondsSetting = z
  .object({
    seconds: z.number().int().positive().max(86_400),
    /** Percent paid on top of the stake on a win. */
    yieldPercent: ZPercentText,
    minAmount: ZAmountText,
    maxAmount: ZAmountText,
  })
  .refine((option) => new Decimal(option.maxAmount).greaterThanOrEqualTo(option.minAmount), {
    message: 'the maximum must not be below the minimum',
    path: ['maxAmount'],
  });
export type TContractSecondsSetting = z.infer<typeof ZContractSecondsSetting>;

/**
 * Second contracts as the operator configures them. A change applies to new contracts only: each
 * order keeps the yield it was signed at. Nothing here can touch an outcome: the two recorded ticks
 * decide it (protocol rules/contract-payout.ts).
 */
export const ZContractSettings = z.object({
  options: z
    .array(ZContractSecondsSetting)
    .refine((options) => new Set(options.map((option) => option.seconds)).size === options.length, { message: 'each duration once' }),
  /** The pairs contracts may be signed on, in the order shown; null: every currency the market lists. */
  allnames: z.array(z.string().min(1)).nullable(),
});
export type TContractSettings = z.infer<typeof ZContractSettings>;

export const DEFAULT_CONTRACT_SETTINGS: TContractSettings = {
  options: [
    { seconds: 30, yieldPercent: '80', minAmount: '10', maxAmount: '5000' },
    { seconds: 60, yieldPercent: '85', minAmount: '10', maxAmount: '10000' },
    { seconds: 120, yieldPercent: '88', minAmount: '50', maxAmount: '20000' },
    { seconds: 300, yieldPercent: '90', minAmount: '100', maxAmount: '50000' },
  ],
  allnames: null,
};
