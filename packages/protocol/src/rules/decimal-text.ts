/**
 * Exact reading, rounding and comparing of decimal text, by digits on strings: what the first
 * paint needs to show amounts, prices and rates without decimal.js (some 13 KB gzipped, issue 21).
 * Arithmetic beyond that (sums, quotients, fees) stays with decimal.js in the pages that do it.
 */

/**
 * A finite decimal: `0.<digits> × 10^point`. `digits` has no leading or trailing zeros, so zero is
 * `''` (and then `negative` only says the text had a minus, which no output shows).
 */
export interface DecimalText {
  negative: boolean;
  digits: string;
  point: number;
}

export type Rounding = 'down' | 'half-up';

/**
 * Decimal text as decimal.js reads it: an optional sign, digits with an optional point (`5.`,
 * `.5`), an optional exponent. No spaces, no hexadecimal, no `Infinity` or `NaN`.
 */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
/**
 * decimal.js's exponent limits (its maxE and minE): beyond them a value is Infinity, below them
 * zero, so the same text shows the same here.
 */
const MAX_EXPONENT = 9e15;

/**
 * Reads a decimal string or a finite number (through its shortest text, `String(n)`, exponent
 * forms included); undefined for anything that is not a finite decimal.
 */
export function readDecimalText(value: string | number): DecimalText | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const match = DECIMAL.exec(String(value));
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  // The pattern lets `''`, `.` and `e5` through (both digit groups are optional): not numbers.
  if (whole === '' && fraction === '') return undefined;
  const exponent = Number(exponentText);
  const all = whole + fraction;
  const leadingZeros = /^0*/.exec(all)?.[0].length ?? 0;
  const digits = all.slice(leadingZeros).replace(/0+$/, '');
  const negative = sign === '-';
  if (digits === '') return { negative, digits: '', point: 0 };
  const point = whole.length - leadingZeros + exponent;
  if (point - 1 > MAX_EXPONENT) return undefined;
  if (point - 1 < -MAX_EXPONENT) return { negative, digits: '', point: 0 };
  return { negative, digits, point };
}

/** Adds one to a string of digits, carrying: `'0999'` → `'1000'`, `'99'` → `'100'`. */
function incremented(digits: string): string {
  const kept = /9*$/.exec(digits)?.[0].length ?? 0;
  const head = digits.slice(0, digits.length - kept);
  const bumped = head === '' ? '1' : head.slice(0, -1) + String(Number(head.slice(-1)) + 1);
  return bumped + '0'.repeat(kept);
}

/**
 * `decimals` fixed, like decimal.js's `toFixed(decimals, rounding)` but never `-0.00`: a value that
 * rounds to zero shows no sign. Rounds toward zero (`down`) or half away from zero (`half-up`).
 * Throws on a `decimals` that is not a whole number from 0, as toFixed does.
 */
export function fixedDecimal(value: DecimalText, decimals: number, rounding: Rounding): string {
  if (!Number.isSafeInteger(decimals) || decimals < 0) throw new RangeError(`invalid number of decimals: ${String(decimals)}`);
  const { digits, point } = value;
  // The value × 10^decimals is digits[0, cut) and then zeros; digits[cut] is the first dropped.
  const cut = point + decimals;
  const scaled = cut <= 0 ? '' : digits.slice(0, cut).padEnd(cut, '0');
  // Half-up looks at the first dropped digit only; below the cut's next place every digit is 0.
  const next = cut < 0 ? '0' : (digits[cut] ?? '0');
  const rounded = rounding === 'half-up' && next >= '5' ? incremented(scaled) : scaled;
  const padded = rounded.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(padded.length - decimals);
  const text = decimals === 0 ? whole : `${whole}.${fraction}`;
  return value.negative && /[1-9]/.test(rounded) ? `-${text}` : text;
}

/** -1, 0 or 1 as the value is below, at or above zero. */
export function signOf(value: DecimalText): -1 | 0 | 1 {
  if (value.digits === '') return 0;
  return value.negative ? -1 : 1;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`, exactly. */
export function compareDecimalText(a: DecimalText, b: DecimalText): -1 | 0 | 1 {
  const sign = signOf(a);
  const other = signOf(b);
  if (sign !== other) return sign < other ? -1 : 1;
  if (sign === 0) return 0;
  // Same sign, both non-zero: the larger magnitude has the higher point, or at the same point the
  // larger digits, in text order (neither has trailing zeros, so a prefix is the smaller number).
  if (a.point === b.point && a.digits === b.digits) return 0;
  const larger = a.point === b.point ? a.digits > b.digits : a.point > b.point;
  return larger === (sign > 0) ? 1 : -1;
}

/** -1, 0 or 1 as decimal text `a` is below, equal to or above `b`, exactly; null when either is not a decimal. */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 | null {
  const left = readDecimalText(a);
  const right = readDecimalText(b);
  return left === undefined || right === undefined ? null : compareDecimalText(left, right);
}

/**
 * `decimals` fixed by these digits, thousands grouped with commas, no `-0.00`; `--` for anything
 * that is not a finite decimal: how the app writes an amount or a price (the web's lib/money.ts),
 * and how the server writes the prices it puts in the first paint (quote-texts.ts).
 */
export function groupedDecimal(value: string | number, decimals: number, rounding: Rounding): string {
  const decimal = readDecimalText(value);
  if (decimal === undefined) return '--';
  const [whole = '0', fraction] = fixedDecimal(decimal, decimals, rounding).split('.');
  const negative = whole.startsWith('-');
  const grouped = (negative ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative ? `-${text}` : text;
}
