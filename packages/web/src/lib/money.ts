import Decimal from 'decimal.js';

/** Amounts are shown with 2 decimals (spec section 9). */
export const MONEY_DECIMALS = 2;

/** A decimal, or undefined when the text or number is not a finite one. */
function readDecimal(value: string | number | Decimal): Decimal | undefined {
  try {
    const decimal = value instanceof Decimal ? value : new Decimal(value);
    return decimal.isFinite() ? decimal : undefined;
  } catch {
    return undefined;
  }
}

/** `decimals` fixed, thousands grouped with commas, and no `-0.00`. */
function groupedFixed(value: Decimal, decimals: number, rounding: Decimal.Rounding): string {
  const fixed = value.toFixed(decimals, rounding);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
}

/**
 * A decimal string from the server, formatted for reading: `10000.5` → `10,000.50`. Rounds down,
 * so the app never shows a member more than they hold. Anything that is not a number shows as
 * `--` rather than a made-up zero.
 */
export function formatMoney(amount: string | Decimal, decimals: number = MONEY_DECIMALS): string {
  const value = readDecimal(amount);
  return value === undefined ? '--' : groupedFixed(value, decimals, Decimal.ROUND_DOWN);
}

/**
 * A currency's price as every market screen shows it (list, header, chart axis and labels): grouped
 * like money, with exactly the currency's `scale` decimals, so `64245.7` and `64,245.70` never
 * stand side by side. A price is not a holding: the chart's float prices round to the nearest.
 */
export function formatPrice(price: string | number | Decimal, scale: number): string {
  const value = readDecimal(price);
  return value === undefined ? '--' : groupedFixed(value, scale, Decimal.ROUND_HALF_UP);
}

/** The currency as a label before an amount; USDT is written `USDT:` (spec section 3). */
export function currencyLabel(currency: string): string {
  return currency === 'USDT' ? 'USDT:' : currency;
}

/**
 * A price the server recorded (a contract's purchase or settlement tick), grouped like every other
 * price and keeping exactly the decimals it was recorded with: the pair's scale at that time.
 */
export function formatRecordedPrice(price: string): string {
  const decimals = price.split('.')[1]?.length ?? 0;
  return formatPrice(price, decimals);
}
