import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { ZInterestRules } from '@meridian/protocol';

/**
 * The interest wallet as the operator configures it, in the platform currency (the company
 * setting's). A change applies to new deposits only: each deposit keeps the terms it was made on.
 * The contract's terms are a zod/mini object: a classic copy of its fields takes the refinements.
 */
export const ZInterestSettings = z
  .object(ZInterestRules.shape)
  .omit({ currency: true })
  .refine((rules) => new Decimal(rules.minAmount).greaterThan(0), { message: 'the minimum must be above 0', path: ['minAmount'] })
  .refine((rules) => new Decimal(rules.dailyRatePercent).greaterThanOrEqualTo(0), { message: 'the rate must not be negative', path: ['dailyRatePercent'] })
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
