import { Decimal } from 'decimal.js';
import { formatAmount, roundMoney } from './money.js';

/**
 * The operator's published withdrawal rules (spec section 9: the values come from the server).
 * Amounts are decimal strings in `currency`; `taxPercent` is a percentage (`2.5` = 2.5 %).
 */
export interface WithdrawalRules {
  currency: string;
  minAmount: string;
  maxAmount: string;
  /** Withdrawals a member may ask for per day (rejected ones do not count). */
  dailyCount: number;
  /** Withdrawals per day without tax; the ones after these pay `taxPercent`. */
  freeCount: number;
  taxPercent: string;
  /** A fixed handling fee on every withdrawal; `0` for none. */
  feeAmount: string;
}

/** What a withdrawal costs and what arrives, each at the currency's scale (`12.50`). */
export interface WithdrawalCharges {
  fee: string;
  tax: string;
  actualAmount: string;
}

/**
 * The charges of withdrawing `amount` when the member has already made `withdrawalsToday`
 * withdrawals today. The app previews with this function and the server charges with it, so the
 * preview is exactly what is charged.
 */
export function withdrawalCharges(amount: Decimal.Value, rules: WithdrawalRules, withdrawalsToday: number): WithdrawalCharges {
  const { currency } = rules;
  const gross = roundMoney(amount, currency);
  const fee = roundMoney(rules.feeAmount, currency);
  const isTaxed = withdrawalsToday >= rules.freeCount;
  const tax = isTaxed ? roundMoney(gross.times(rules.taxPercent).dividedBy(100), currency) : new Decimal(0);
  return {
    fee: formatAmount(fee, currency),
    tax: formatAmount(tax, currency),
    actualAmount: formatAmount(gross.minus(fee).minus(tax), currency),
  };
}

/** Which published limit stops a withdrawal, with the limit to name in the message. */
export type WithdrawalLimitProblem =
  | { limit: 'min'; amount: string }
  | { limit: 'max'; amount: string }
  | { limit: 'daily'; count: number };

/**
 * The first limit `amount` breaks, or null. An amount whose charges would leave nothing to
 * arrive is below the minimum whatever the configured minimum says.
 */
export function withdrawalLimitProblem(amount: Decimal.Value, rules: WithdrawalRules, withdrawalsToday: number): WithdrawalLimitProblem | null {
  const { currency } = rules;
  if (withdrawalsToday >= rules.dailyCount) return { limit: 'daily', count: rules.dailyCount };
  const value = new Decimal(amount);
  if (value.lessThan(rules.minAmount) || !new Decimal(withdrawalCharges(value, rules, withdrawalsToday).actualAmount).greaterThan(0)) {
    return { limit: 'min', amount: formatAmount(rules.minAmount, currency) };
  }
  if (value.greaterThan(rules.maxAmount)) return { limit: 'max', amount: formatAmount(rules.maxAmount, currency) };
  return null;
}

/** Withdrawals still possible today. */
export function remainingWithdrawals(rules: WithdrawalRules, withdrawalsToday: number): number {
  return Math.max(0, rules.dailyCount - withdrawalsToday);
}
