import { formatAmount, isMoneyAmount } from '@meridian/protocol';
import Decimal from 'decimal.js';

/** Smallest and largest amount of one order, in `currency`. */
export interface AmountLimits {
  min: string;
  max: string;
  currency: string;
}

/** Why an amount cannot be sent, as a message key of the `recharge` namespace with its values. */
export type AmountProblem =
  | { key: 'amountRequired' }
  | { key: 'amountInvalid' }
  | { key: 'amountBelowMin'; min: string }
  | { key: 'amountAboveMax'; max: string };

/**
 * The limits that apply to an order through a method: the narrower of the overall ones
 * (getAmountConfig) and the method's own. Either may be missing while it loads.
 */
export function combineLimits(overall: AmountLimits | undefined, method: AmountLimits | undefined): AmountLimits | undefined {
  if (overall === undefined) return method;
  if (method === undefined) return overall;
  return {
    min: Decimal.max(overall.min, method.min).toString(),
    max: Decimal.min(overall.max, method.max).toString(),
    currency: method.currency,
  };
}

/** Checks an amount as typed: a positive number at the currency's scale, within the limits. */
export function checkAmount(text: string, limits: AmountLimits | undefined, currency: string): AmountProblem | null {
  const amount = text.trim();
  if (amount === '') return { key: 'amountRequired' };
  if (!isMoneyAmount(amount, currency)) return { key: 'amountInvalid' };
  if (limits === undefined) return null;
  if (new Decimal(amount).lessThan(limits.min)) return { key: 'amountBelowMin', min: formatAmount(limits.min, limits.currency) };
  if (new Decimal(amount).greaterThan(limits.max)) return { key: 'amountAboveMax', max: formatAmount(limits.max, limits.currency) };
  return null;
}

/** The quick amounts a member can pick: only those the limits allow. */
export function allowedQuickAmounts(quickAmounts: readonly string[], limits: AmountLimits | undefined): string[] {
  if (limits === undefined) return [...quickAmounts];
  return quickAmounts.filter((amount) => !new Decimal(amount).lessThan(limits.min) && !new Decimal(amount).greaterThan(limits.max));
}
