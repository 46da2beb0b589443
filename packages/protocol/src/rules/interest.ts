import { Decimal } from 'decimal.js';
import { formatAmount, roundMoney } from './money.js';

/** One day of holding, the unit interest accrues in. */
export const INTEREST_DAY_MS = 86_400_000;

/** The terms a deposit was made on: kept with the deposit, so later rule changes never touch it. */
export interface InterestTerms {
  currency: string;
  /** The deposit, a decimal string. */
  amount: string;
  /** Interest per day in percent of the amount (`0.5` = 0.5 %). */
  dailyRatePercent: string;
  /** Full days to hold before extraction keeps the interest. */
  holdDays: number;
  /** Charged on the amount when extracted before `holdDays`, in percent. */
  handlingPercent: string;
}

/** One day's interest: amount × rate, at the currency's scale. Every day earns the same. */
export function dailyInterest(terms: Pick<InterestTerms, 'currency' | 'amount' | 'dailyRatePercent'>): Decimal {
  return roundMoney(new Decimal(terms.amount).times(terms.dailyRatePercent).dividedBy(100), terms.currency);
}

/** Full days between the deposit and `nowMs` (0 before the first day is over). */
export function interestDaysDue(depositedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - depositedAtMs) / INTEREST_DAY_MS));
}

/** The interest of `days` full days, each day's interest rounded on its own as it accrues. */
export function accruedInterest(terms: Pick<InterestTerms, 'currency' | 'amount' | 'dailyRatePercent'>, days: number): Decimal {
  return dailyInterest(terms).times(days);
}

/** What extracting a deposit after `daysHeld` full days pays, each at the currency's scale. */
export interface ExtractionPreview {
  /** Before the hold period: the interest is forfeited and the handling charge paid. */
  isEarly: boolean;
  daysHeld: number;
  /** Interest earned so far (paid when not early, forfeited when early). */
  interestAccrued: string;
  interestPaid: string;
  interestForfeited: string;
  handlingCharge: string;
  /** What comes back to the available balance. */
  paidOut: string;
}

/**
 * The one rule for extraction, used by the app to preview and by the server to pay: held long
 * enough → amount + interest; early → amount − handling charge, interest forfeited.
 */
export function extractionPreview(terms: InterestTerms, daysHeld: number): ExtractionPreview {
  const { currency } = terms;
  const amount = roundMoney(terms.amount, currency);
  const interest = accruedInterest(terms, daysHeld);
  const isEarly = daysHeld < terms.holdDays;
  const handlingCharge = isEarly ? roundMoney(amount.times(terms.handlingPercent).dividedBy(100), currency) : new Decimal(0);
  const interestPaid = isEarly ? new Decimal(0) : interest;
  return {
    isEarly,
    daysHeld,
    interestAccrued: formatAmount(interest, currency),
    interestPaid: formatAmount(interestPaid, currency),
    interestForfeited: formatAmount(isEarly ? interest : 0, currency),
    handlingCharge: formatAmount(handlingCharge, currency),
    paidOut: formatAmount(amount.minus(handlingCharge).plus(interestPaid), currency),
  };
}
