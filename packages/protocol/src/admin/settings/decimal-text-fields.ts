import { z } from 'zod/mini';
import { compareDecimalStrings } from '../../rules/decimal-text.js';

/**
 * Decimal text as operators type it (prices, limits, rates, fees), bounded to the columns that
 * keep what is made of it: amounts end up in NUMERIC(30, 8) and in sums and products there, so 15
 * whole digits leave room; percentages in NUMERIC(12, 6). The pattern aborts the field's checks,
 * and the checks of the object around it, when it fails: a refinement that compares the text
 * (`above 0`, `at most 100 %`, `minimum ≤ maximum`) only ever sees a number.
 */
export const AMOUNT_TEXT = /^\d{1,15}(\.\d{1,8})?$/;
export const PERCENT_TEXT = /^\d{1,6}(\.\d{1,6})?$/;
/** An adjustment's amount (`adjust`): signed, a credit (`25.00`, `+25`) or a debit (`-10`). */
export const SIGNED_AMOUNT_TEXT = /^[+-]?\d{1,20}(\.\d{1,8})?$/;

const decimalText = (pattern: RegExp, message: string) => z.string().check(z.trim(), z.regex(pattern, { message, abort: true }));

/** Whether decimal text `a` is above (1), at (0) or below (-1) `b`: the patterns above let only decimals through. */
export const compareFigures = (a: string, b: string): number => compareDecimalStrings(a, b) ?? Number.NaN;

/** An amount of 0 or more, such as 0 or 2.50 (a fee). */
export const ZAmountOrZeroText = decimalText(AMOUNT_TEXT, 'an amount such as 100 or 99.50');
/** A positive amount such as 100 or 99.50 (its decimals are checked against the currency when used). */
export const ZAmountText = ZAmountOrZeroText.check(z.refine((text) => compareFigures(text, '0') > 0, 'must be above 0'));
/** A percentage such as 85 or 1.25. */
export const ZPercentText = decimalText(PERCENT_TEXT, 'a percentage such as 85 or 1.25');
/** A percentage of at most 100, such as a commission's share. */
export const ZShareText = ZPercentText.check(z.refine((text) => compareFigures(text, '100') <= 0, 'at most 100 %'));
