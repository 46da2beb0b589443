import { readDecimalText, signOf, type DecimalText } from './decimal-text.js';

/**
 * Values further apart than this many decimal places are out of any price's range: their rate is
 * not computed (it would take a number with that many digits), and reads as an unreadable input.
 */
const MAX_PLACES_APART = 1000;

/** The value as a whole number of 10^`exponent` units (`exponent` at or below its own). */
function unitsOf(value: DecimalText, exponent: number): bigint {
  if (value.digits === '') return 0n;
  const own = value.point - value.digits.length;
  const magnitude = BigInt(value.digits) * 10n ** BigInt(own - exponent);
  return value.negative ? -magnitude : magnitude;
}

/**
 * The rate of a price push (spec section 7): percentage change from the reference price, with two
 * decimals, rounded half away from zero, exactly: both prices become whole numbers of their
 * smallest shared unit, and the quotient is a BigInt division (floats would turn 0.005 into 0.00).
 * No decimal.js: home's live prices use it, and home's JavaScript goes without (issue 21). When the
 * reference is zero there is nothing to divide by, so the given value is kept; an input that is
 * not a finite decimal gives 0.00.
 */
export function priceRate(current: string | number, reference: string | number): string {
  const cur = readDecimalText(current);
  const ref = readDecimalText(reference);
  if (cur === undefined || ref === undefined) return '0.00';
  if (signOf(ref) === 0) return String(current);
  const exponents = [cur, ref].filter((value) => value.digits !== '').map((value) => value.point - value.digits.length);
  const lowest = Math.min(...exponents);
  if (Math.max(...exponents) - lowest > MAX_PLACES_APART) return '0.00';
  const curUnits = unitsOf(cur, lowest);
  const refUnits = unitsOf(ref, lowest);
  // In hundredths of a percent: (cur − ref) / ref × 100 × 100.
  const numerator = (curUnits - refUnits) * 10_000n;
  const absNumerator = numerator < 0n ? -numerator : numerator;
  const absDenominator = refUnits < 0n ? -refUnits : refUnits;
  const quotient = absNumerator / absDenominator;
  const hundredths = (absNumerator % absDenominator) * 2n >= absDenominator ? quotient + 1n : quotient;
  if (hundredths === 0n) return '0.00';
  const digits = hundredths.toString().padStart(3, '0');
  const negative = numerator < 0n !== refUnits < 0n;
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
