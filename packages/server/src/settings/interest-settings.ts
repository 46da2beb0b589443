import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ZInterestRules } from '@meridian/protocol';
import { ZAmountText, ZPercentText } from '../money/decimal-text-fields.js';

/**
 * The interest wallet as the operator configures it, in the platform currency (the company
 * setting's). A change applies to new deposits only: each deposit keeps the terms it was made on.
 * The contract's terms are a zod/mini object: a classic copy of its fields takes the refinements,
 * and its figures are bounded to the columns each deposit keeps them in.
 */
export const ZInterestSettings = z
  .object(ZInterestRules.shape)
  .omit({ currency: true })
  .extend({ minAmount: ZAmountText, dailyRatePercent: ZPercentText, holdDays: z.number().int().min(0).max(3650), handlingPercent: ZPercentText })
  .refine((rules) => new Decimal(rules.handlingPercent).greaterThanOrEqualTo(0) && new Decimal(rules.handlingPercent).lessThan(100), {
    message: 'the handling charge must be at least 0 and below 100 %',
    path: ['handlingPercent'],
  });
export type TInterestSettings = z.infer<typeof ZInterestSettings>;

export const DEFAULT_INTEREST_SETTINGS: TInterestSettings = {
  minAmount: '100',
  dailyRatePercent: '0.5',
  holdDays: 7,
  handlingPercent: '2',
};
