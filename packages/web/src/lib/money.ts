import Decimal from 'decimal.js';

/** Amounts are shown with 2 decimals (spec section 9). */
export const MONEY_DECIMALS = 2;

/**
 * A decimal string from the server, formatted for reading: `10000.5` → `10,000.50`. Rounds down,
 * so the app never shows a member more than they hold. Anything that is not a number shows as
 * `--` rather than a made-up zero.
 */
export function formatMoney(amount: string | Decimal, decimals: number = MONEY_DECIMALS): string {
  let value: Decimal;
  try {
    value = amount instanceof Decimal ? amount : new Decimal(amount);
  } catch {
    return '--';
  }
  if (!value.isFinite()) return '--';
  const fixed = value.toFixed(decimals, Decimal.ROUND_DOWN);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
}

/** The currency as a label before an amount; USDT is written `USDT:` (spec section 3). */
export function currencyLabel(currency: string): string {
  return currency === 'USDT' ? 'USDT:' : currency;
}
