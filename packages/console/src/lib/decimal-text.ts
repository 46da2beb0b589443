/**
 * Decimal texts as settings hold them ("100", "0.5", "99.50"): compared digit by digit, never
 * through a JS float, so "0.1" + "0.2" questions never arise and 15-digit amounts stay exact.
 */

/** A non-negative decimal: digits, then optionally a point and more digits. */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

export const isDecimalText = (text: string): boolean => DECIMAL_TEXT.test(text);

function partsOf(text: string): { whole: string; fraction: string } {
  const [whole = '', fraction = ''] = text.split('.');
  return { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; both must be decimal texts (isDecimalText). */
export function compareDecimalText(a: string, b: string): -1 | 0 | 1 {
  const left = partsOf(a);
  const right = partsOf(b);
  if (left.whole.length !== right.whole.length) return left.whole.length < right.whole.length ? -1 : 1;
  if (left.whole !== right.whole) return left.whole < right.whole ? -1 : 1;
  const width = Math.max(left.fraction.length, right.fraction.length);
  const leftFraction = left.fraction.padEnd(width, '0');
  const rightFraction = right.fraction.padEnd(width, '0');
  if (leftFraction === rightFraction) return 0;
  return leftFraction < rightFraction ? -1 : 1;
}
