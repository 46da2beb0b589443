import {
  currencyScale,
  moneyAmountProblem,
  remainingWithdrawals,
  withdrawalCharges,
  withdrawalLimitProblem,
  type MoneyAmountProblem,
  type TWithdrawParamResponse,
  type WithdrawalCharges,
  type WithdrawalLimitProblem,
} from '@meridian/protocol';
import Decimal from 'decimal.js';

/**
 * What the withdraw form shows for the amount typed so far. The charges come from the protocol's
 * rule, the very function the server charges with, so the preview is what will be charged.
 */
export type WithdrawPreview =
  | { state: 'empty' }
  /** Not an amount of this currency: letters, zero, or too many decimals (`problem` says which). */
  | { state: 'invalid'; problem: MoneyAmountProblem }
  | { state: 'limit'; problem: WithdrawalLimitProblem }
  /** More than the available balance: 'Sorry, your credit is running low'. */
  | { state: 'credit-low'; charges: WithdrawalCharges }
  | { state: 'ok'; charges: WithdrawalCharges };

export function withdrawPreview(amountText: string, rules: TWithdrawParamResponse, available: string | undefined): WithdrawPreview {
  const amount = amountText.trim();
  if (amount === '') return { state: 'empty' };
  const problem = moneyAmountProblem(amount, rules.currency);
  if (problem !== null) return { state: 'invalid', problem };
  const limitProblem = withdrawalLimitProblem(amount, rules, rules.usedCount);
  if (limitProblem !== null) return { state: 'limit', problem: limitProblem };
  const charges = withdrawalCharges(amount, rules, rules.usedCount);
  if (available !== undefined && new Decimal(amount).greaterThan(available)) return { state: 'credit-low', charges };
  return { state: 'ok', charges };
}

/** Whether the next withdrawal is beyond today's free ones, so the tax applies to it. */
export function isNextWithdrawalTaxed(rules: TWithdrawParamResponse): boolean {
  return rules.usedCount >= rules.freeCount && new Decimal(rules.taxPercent).greaterThan(0);
}

/** Free withdrawals left today (none pay the tax). */
export function freeWithdrawalsLeft(rules: TWithdrawParamResponse): number {
  return Math.max(0, Math.min(rules.freeCount - rules.usedCount, remainingWithdrawals(rules, rules.usedCount)));
}

/**
 * The most the member can ask for now: the balance, capped by the maximum per withdrawal, at the
 * currency's scale (rounded down: never more than is there).
 */
export function maxWithdrawable(rules: TWithdrawParamResponse, available: string): string {
  const scale = currencyScale(rules.currency);
  const cap = Decimal.max(0, Decimal.min(available, rules.maxAmount));
  return cap.toDecimalPlaces(scale, Decimal.ROUND_DOWN).toFixed(scale);
}
