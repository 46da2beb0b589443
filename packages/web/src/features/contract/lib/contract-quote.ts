import { contractWinPayout, formatAmount, formatBreakEvenWinRate, isMoneyAmount, type TSecondsOption } from '@meridian/protocol';
import { Decimal } from 'decimal.js';

/** What the member is about to commit to, shown before they confirm. */
export interface ContractQuote {
  /** What a win pays back: amount × (1 + yield). */
  payout: string;
  /** payout − amount. */
  profit: string;
  /** The share of contracts to win to break even, in percent (`54.05`). */
  breakEven: string;
}

export type AmountProblem = 'empty' | 'format' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** Why `amount` cannot be signed with `option`, or null when it can. */
export function amountProblem(amount: string, option: TSecondsOption, available: string | undefined): AmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'empty';
  if (!isMoneyAmount(text, option.currency) || new Decimal(text).lte(0)) return 'format';
  const value = new Decimal(text);
  if (value.lt(option.minAmount)) return 'belowMin';
  if (value.gt(option.maxAmount)) return 'aboveMax';
  if (available !== undefined && value.gt(available)) return 'aboveBalance';
  return null;
}

/** The quote for a valid amount; null while the amount is not one. */
export function contractQuote(amount: string, option: TSecondsOption): ContractQuote | null {
  const text = amount.trim();
  if (text === '' || !isMoneyAmount(text, option.currency)) return null;
  const payout = contractWinPayout(text, option.yieldPercent, option.currency);
  return {
    payout,
    profit: formatAmount(new Decimal(payout).minus(text), option.currency),
    breakEven: formatBreakEvenWinRate(option.yieldPercent),
  };
}

const QUICK_STEPS = ['10', '50', '100', '500', '1000', '5000'] as const;
const QUICK_COUNT = 5;

/**
 * Quick picks: the minimum, round amounts inside the option's limits, and the most the member can
 * stake now (the smaller of the maximum and the available balance).
 */
export function quickAmounts(option: TSecondsOption, available: string | undefined): string[] {
  const min = new Decimal(option.minAmount);
  const most = available === undefined ? new Decimal(option.maxAmount) : Decimal.min(option.maxAmount, available);
  const picks = [min, ...QUICK_STEPS.map((step) => new Decimal(step)).filter((step) => step.gt(min) && step.lt(most))].slice(0, QUICK_COUNT - 1);
  if (most.gt(min)) picks.push(most);
  return picks.map((pick) => formatAmount(pick, option.currency));
}
