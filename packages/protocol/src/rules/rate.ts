import { Decimal } from 'decimal.js';

/**
 * The rate of a price push (spec section 7): percentage change from the reference price, with two
 * decimals, rounded half away from zero in exact decimal arithmetic (floats would turn 0.005 into
 * 0.00). When the reference is zero there is nothing to divide by, so the given value is kept.
 */
export function priceRate(current: string | number, reference: string | number): string {
  let cur: Decimal;
  let ref: Decimal;
  try {
    cur = new Decimal(current);
    ref = new Decimal(reference);
  } catch {
    return '0.00';
  }
  if (!cur.isFinite() || !ref.isFinite()) return '0.00';
  if (ref.isZero()) return String(current);
  const pct = cur.minus(ref).div(ref).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // ROUND_HALF_UP in decimal.js rounds half away from zero; drop the sign of a zero result.
  return (pct.isZero() ? new Decimal(0) : pct).toFixed(2);
}
