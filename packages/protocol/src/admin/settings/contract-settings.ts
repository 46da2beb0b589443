import { z } from 'zod/mini';
import { compareFigures, ZAmountText, ZPercentText } from './decimal-text-fields.js';

/** A second contract's duration: at most a day. */
export const ZContractSeconds = z.int().check(z.positive(), z.lte(86_400));

/** One duration as the operator publishes it; amounts are in the platform currency. */
export const ZContractSecondsSetting = z
  .object({
    seconds: ZContractSeconds,
    /** Percent paid on top of the stake on a win. */
    yieldPercent: ZPercentText,
    minAmount: ZAmountText,
    maxAmount: ZAmountText,
  })
  .check(z.refine((option) => compareFigures(option.maxAmount, option.minAmount) >= 0, { message: 'the maximum must not be below the minimum', path: ['maxAmount'] }));
export type TContractSecondsSetting = z.infer<typeof ZContractSecondsSetting>;

/**
 * Second contracts as the operator configures them. A change applies to new contracts only: each
 * order keeps the yield it was signed at. Nothing here can touch an outcome: the two recorded ticks
 * decide it (rules/contract-payout.ts).
 */
export const ZContractSettings = z.object({
  options: z
    .array(ZContractSecondsSetting)
    .check(z.refine((options) => new Set(options.map((option) => option.seconds)).size === options.length, { message: 'each duration once' })),
  /** The pairs contracts may be signed on, in the order shown; null: every currency the market lists. */
  allnames: z.nullable(z.array(z.string().check(z.minLength(1)))),
});
export type TContractSettings = z.infer<typeof ZContractSettings>;
