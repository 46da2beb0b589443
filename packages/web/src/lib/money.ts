import type Decimal from 'decimal.js';
import { groupedDecimal, type Rounding } from '@meridian/protocol';

/** Amounts are shown with 2 decimals (spec section 9). */
export const MONEY_DECIMALS = 2;

/**
 * `decimals` fixed by exact digit arithmetic (protocol's decimal-text.ts), thousands grouped. A
 * Decimal is read through its plain text: the type alone is imported, so home's first paint does
 * without decimal.js (issue 21), and a page that holds a Decimal still passes it as it is.
 */
function groupedFixed(value: string | number | Decimal, decimals: number, rounding: Rounding): string {
  return groupedDecimal(typeof value === 'object' ? value.toFixed() : value, decimals, rounding);
}

/**
 * A decimal string from the server, formatted for reading: `10000.5` → `10,000.50`. Rounds down,
 * so the app never shows a member more than they hold. Anything that is not a number shows as
 * `--` rather than a made-up zero.
 */
export function formatMoney(amount: string | Decimal, decimals: number = MONEY_DECIMALS): string {
  return groupedFixed(amount, decimals, 'down');
}

/**
 * A currency's price as every market screen shows it (list, header, chart axis and labels): grouped
 * like money, with exactly the currency's `scale` decimals, so `64245.7` and `64,245.70` never
 * stand side by side. A price is not a holding: the chart's float prices round to the nearest.
 */
export function formatPrice(price: string | number | Decimal, scale: number): string {
  return groupedFixed(price, scale, 'half-up');
}

/** `10,000.00 USDT`; the amount alone when the currency is blanked (lib/use-shown-currency). */
export function amountWithCurrency(amount: string, currency: string): string {
  return currency === '' ? amount : `${amount} ${currency}`;
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
