import { z } from 'zod/mini';
import { ZInterestRules } from '../../schemas/interest/interest-order.js';
import { compareFigures, ZAmountText, ZPercentText } from './decimal-text-fields.js';

/**
 * The interest wallet as the operator configures it, in the platform currency (the company
 * setting's). A change applies to new deposits only: each deposit keeps the terms it was made on.
 * The figures are bounded to the columns each deposit keeps them in.
 */
export const ZInterestSettings = z
  .extend(z.omit(ZInterestRules, { currency: true }), {
    minAmount: ZAmountText,
    dailyRatePercent: ZPercentText,
    holdDays: z.int().check(z.gte(0), z.lte(3650)),
    handlingPercent: ZPercentText,
  })
  .check(
    z.refine((rules) => compareFigures(rules.handlingPercent, '100') < 0, {
      message: 'the handling charge must be at least 0 and below 100 %',
      path: ['handlingPercent'],
    }),
  );
export type TInterestSettings = z.infer<typeof ZInterestSettings>;
