import { MONEY_DECIMALS, formatMoney } from '../../../lib/money';

/**
 * A ledger amount grouped like every other amount, without the trailing zeros past the cents:
 * "300.00000000" → "300.00", "1234567.00000001" → "1,234,567.00000001". A proof is about exact
 * sums, so it keeps every decimal that is not zero and never rounds.
 */
export function exactAmount(amount: string): string {
  const significant = (amount.split('.')[1] ?? '').replace(/0+$/, '').length;
  return formatMoney(amount, Math.max(MONEY_DECIMALS, significant));
}
