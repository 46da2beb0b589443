import { Decimal } from 'decimal.js';
import { currencyScale, roundMoney } from './money.js';

/** A mining day is 24 hours from the moment of purchase, not a calendar day: no time zone decides it. */
export const MINING_DAY_MS = 24 * 60 * 60 * 1000;

export interface MiningTerms {
  /** Decimal string. */
  price: string;
  currency: string;
  /** Income per day in percent of the price, e.g. `1.5`. */
  dailyRate: string;
  lockDays: number;
}

export interface MiningPayout {
  /** 1 … lockDays. */
  day: number;
  /** Epoch ms when it falls due. */
  dueAt: number;
  /** That day's income, at the currency's scale. */
  income: string;
  /** The price returned with the last day's income; zero on every other day. */
  principal: string;
}

/** Every amount is a decimal string at the currency's scale (`15.00`). */
export interface MiningSchedule {
  dailyIncome: string;
  totalIncome: string;
  /** Principal plus all income: what the member has back at the end. */
  totalReturn: string;
  endsAt: number;
  payouts: MiningPayout[];
}

/** price × dailyRate %, rounded half away from zero at the currency's scale: the same every day. */
export function miningDailyIncome(terms: Pick<MiningTerms, 'price' | 'currency' | 'dailyRate'>): Decimal {
  return roundMoney(new Decimal(terms.price).times(terms.dailyRate).dividedBy(100), terms.currency);
}

/**
 * The exact schedule of a machine bought at `startedAt`: one income per day of the lock, each due
 * a whole day after the previous, and the principal back with the last. The app shows this before
 * buying and the server's job pays exactly this.
 */
export function miningSchedule(terms: MiningTerms, startedAt: number): MiningSchedule {
  const scale = currencyScale(terms.currency);
  const daily = miningDailyIncome(terms);
  const price = roundMoney(terms.price, terms.currency);
  const zero = new Decimal(0).toFixed(scale);
  const payouts: MiningPayout[] = [];
  for (let day = 1; day <= terms.lockDays; day += 1) {
    payouts.push({
      day,
      dueAt: startedAt + day * MINING_DAY_MS,
      income: daily.toFixed(scale),
      principal: day === terms.lockDays ? price.toFixed(scale) : zero,
    });
  }
  const totalIncome = daily.times(terms.lockDays);
  return {
    dailyIncome: daily.toFixed(scale),
    totalIncome: totalIncome.toFixed(scale),
    totalReturn: totalIncome.plus(price).toFixed(scale),
    endsAt: startedAt + terms.lockDays * MINING_DAY_MS,
    payouts,
  };
}

/** How many income days of a machine bought at `startedAt` have fallen due by `now` (0 … lockDays). */
export function miningDaysDue(startedAt: number, lockDays: number, now: number): number {
  if (now < startedAt) return 0;
  return Math.min(lockDays, Math.floor((now - startedAt) / MINING_DAY_MS));
}
