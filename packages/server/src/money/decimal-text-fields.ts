import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Decimal text as operators type it (prices, limits, rates, fees), bounded to the columns that
 * keep what is made of it: amounts end up in NUMERIC(30, 8) and in sums and products there, so 15
 * whole digits leave room; percentages in NUMERIC(12, 6). The pattern aborts the field's checks,
 * and the checks of the object around it, when it fails: a refinement that reads the text as a
 * Decimal (`above 0`, `at most 100 %`, `minimum ≤ maximum`) only ever sees a number and never
 * throws on `abc` or `NaN` (a DecimalError there was an internal error instead of a refusal).
 */
function decimalText(wholeDigits: number, decimals: number, message: string) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${wholeDigits}}(\\.\\d{1,${decimals}})?$`), { message, abort: true });
}

/** An amount of 0 or more, such as 0 or 2.50 (a fee). */
export const ZAmountOrZeroText = decimalText(15, 8, 'an amount such as 100 or 99.50');
/** A positive amount such as 100 or 99.50 (its decimals are checked against the currency when used). */
export const ZAmountText = ZAmountOrZeroText.refine((text) => new Decimal(text).greaterThan(0), 'must be above 0');
/** A percentage such as 85 or 1.25. */
export const ZPercentText = decimalText(6, 6, 'a percentage such as 85 or 1.25');
