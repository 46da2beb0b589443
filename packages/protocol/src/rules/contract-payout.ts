import { Decimal } from 'decimal.js';
import { formatAmount, roundMoney } from './money.js';

export const CONTRACT_DIRECTIONS = ['up', 'down'] as const;
export type ContractDirection = (typeof CONTRACT_DIRECTIONS)[number];

/** How a settled contract ended. */
export const CONTRACT_OUTCOMES = ['won', 'lost', 'draw'] as const;
export type ContractOutcome = (typeof CONTRACT_OUTCOMES)[number];

/** The terms of one contract and the two recorded ticks that decide it. */
export interface ContractTerms {
  direction: ContractDirection;
  purchasePrice: Decimal.Value;
  settlePrice: Decimal.Value;
  amount: Decimal.Value;
  /** The yield promised when signed, in percent (`85` = 85 %). */
  yieldPercent: Decimal.Value;
  currency: string;
}

/** What settling a contract pays back, at the currency's scale. */
export interface ContractSettlement {
  outcome: ContractOutcome;
  /** What returns to the member's available balance: stake + winnings, the stake, or nothing. */
  payout: string;
  /** payout − stake: positive on a win, zero on a draw, minus the stake on a loss. */
  profit: string;
}

/**
 * Up wins when the settlement tick is above the purchase tick, down when below; an equal price is a
 * draw. The two ticks alone decide: nothing else is an input, so no setting can change an outcome.
 */
export function contractOutcome(direction: ContractDirection, purchasePrice: Decimal.Value, settlePrice: Decimal.Value): ContractOutcome {
  const comparison = new Decimal(settlePrice).comparedTo(purchasePrice);
  if (comparison === 0) return 'draw';
  const hasRisen = comparison > 0;
  return hasRisen === (direction === 'up') ? 'won' : 'lost';
}

/** What a win pays back: amount × (1 + yield), at the currency's scale. Shown before signing. */
export function contractWinPayout(amount: Decimal.Value, yieldPercent: Decimal.Value, currency: string): string {
  return formatAmount(winPayout(amount, yieldPercent, currency), currency);
}

/** The app shows and the server settles with this same function. */
export function settleContract(terms: ContractTerms): ContractSettlement {
  const { currency } = terms;
  const stake = roundMoney(terms.amount, currency);
  const outcome = contractOutcome(terms.direction, terms.purchasePrice, terms.settlePrice);
  const payout = outcome === 'won' ? winPayout(stake, terms.yieldPercent, currency) : outcome === 'draw' ? stake : new Decimal(0);
  return { outcome, payout: formatAmount(payout, currency), profit: formatAmount(payout.minus(stake), currency) };
}

/**
 * The share of contracts a member must win to break even at this yield: 1 / (1 + yield). Below it
 * the member loses money on average, whatever the direction chosen.
 */
export function breakEvenWinRate(yieldPercent: Decimal.Value): Decimal {
  return new Decimal(1).dividedBy(new Decimal(1).plus(new Decimal(yieldPercent).dividedBy(100)));
}

/** The break-even win rate in percent with two decimals (`54.05`), rounded up so it never flatters. */
export function formatBreakEvenWinRate(yieldPercent: Decimal.Value): string {
  return breakEvenWinRate(yieldPercent).times(100).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2);
}

function winPayout(amount: Decimal.Value, yieldPercent: Decimal.Value, currency: string): Decimal {
  const stake = roundMoney(amount, currency);
  return roundMoney(stake.times(new Decimal(1).plus(new Decimal(yieldPercent).dividedBy(100))), currency);
}
