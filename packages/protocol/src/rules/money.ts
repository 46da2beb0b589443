import { Decimal } from 'decimal.js';

/**
 * How each currency's amounts are kept: the one place that says it. Amounts travel as decimal
 * strings and are computed with decimal.js, never floats. The ledger stores 8 decimals; an amount a
 * member enters or is charged is rounded to its currency's scale, half away from zero (fees and
 * taxes included), so what the app previews is exactly what the server posts.
 */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  USDT: 2,
  USD: 2,
  BTC: 8,
  ETH: 8,
};
/** Currencies not listed keep two decimals. */
export const DEFAULT_CURRENCY_SCALE = 2;

export function currencyScale(currency: string): number {
  return CURRENCY_SCALE[currency.toUpperCase()] ?? DEFAULT_CURRENCY_SCALE;
}

/** `value` at `currency`'s scale, half away from zero. */
export function roundMoney(value: Decimal.Value, currency: string): Decimal {
  return new Decimal(value).toDecimalPlaces(currencyScale(currency), Decimal.ROUND_HALF_UP);
}

/**
 * What is wrong with an amount a member typed, so the form says that and not something else:
 * `not-a-number` (letters, signs, `1e3`, a comma), `not-positive` (zero), `too-many-decimals`;
 * null when it is an amount of `currency`.
 */
export type MoneyAmountProblem = 'not-a-number' | 'not-positive' | 'too-many-decimals';

export function moneyAmountProblem(text: string, currency: string): MoneyAmountProblem | null {
  if (!/^\d+(\.\d+)?$/.test(text)) return 'not-a-number';
  const value = new Decimal(text);
  if (!value.greaterThan(0)) return 'not-positive';
  return value.decimalPlaces() <= currencyScale(currency) ? null : 'too-many-decimals';
}

/** Whether `text` is a positive amount with no more decimals than `currency` allows. */
export function isMoneyAmount(text: string, currency: string): boolean {
  return moneyAmountProblem(text, currency) === null;
}

/** The amount as shown and sent: exactly the currency's scale (`12.50`). */
export function formatAmount(value: Decimal.Value, currency: string): string {
  return roundMoney(value, currency).toFixed(currencyScale(currency));
}
