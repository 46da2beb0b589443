import { Decimal } from 'decimal.js';

/**
 * Responsible trading (issue 20): the limits a member sets on their own contracts. The server
 * enforces them; the app shows the same figures, so both read these rules.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Loosening a limit, turning the reminder down or off, and ending a break or an exclusion wait this long. */
export const LIMIT_LOOSENING_DELAY_HOURS = 24;
export const LIMIT_LOOSENING_DELAY_MS = LIMIT_LOOSENING_DELAY_HOURS * HOUR_MS;

/** The highest daily limit a member may set, in the platform currency: beyond it a limit limits nothing. */
export const MAX_DAILY_LIMIT = '1000000000';

/** The breaks a member can take from contracts. */
export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];
export const COOL_OFF_PERIOD_MS: Readonly<Record<CoolOffPeriod, number>> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
};

/** How often the session reminder may come, in minutes. */
export const REMINDER_MINUTES = [15, 30, 60, 120] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** A trading session ends after this long without a new contract; the next one starts another. */
export const SESSION_GAP_MINUTES = 30;
export const SESSION_GAP_MS = SESSION_GAP_MINUTES * MINUTE_MS;
/** How far back a session is looked for: one that began earlier is counted from here. */
export const SESSION_LOOKBACK_MS = DAY_MS;

/**
 * The limits' day is the UTC calendar day, not the member's own: the member can change their time
 * zone, and a day that moved with it would let them open a fresh day within hours.
 */
export function tradingDayStart(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS;
}

export function tradingDayEnd(nowMs: number): number {
  return tradingDayStart(nowMs) + DAY_MS;
}

/**
 * Whether `requested` is looser than `current`: a higher limit, or none at all (null). Equal is not
 * looser. The reminder reads the same way: a longer interval or none is looser.
 */
export function isLooserLimit(current: Decimal.Value | null, requested: Decimal.Value | null): boolean {
  if (requested === null) return current !== null;
  if (current === null) return false;
  return new Decimal(requested).greaterThan(current);
}

/** What today's contracts have come to, each counted on the day it was placed. */
export interface TradingDayFigures {
  /** Every stake placed today, running or settled. */
  staked: Decimal.Value;
  /** Stakes of today's contracts still running. */
  atStake: Decimal.Value;
  /** The profit of today's settled contracts: negative when they lost more than they won. */
  result: Decimal.Value;
}

/**
 * The most today's contracts can lose: what the settled ones lost (net of wins) plus every stake
 * still running, as if each of those lost. A limit checked against this can never be passed, however
 * the running contracts end.
 */
export function worstCaseLoss(figures: Pick<TradingDayFigures, 'atStake' | 'result'>): Decimal {
  return new Decimal(figures.atStake).minus(figures.result);
}

/** How much more may be staked today under the loss limit: none once it is reached. */
export function lossLimitRoom(lossLimit: Decimal.Value, figures: Pick<TradingDayFigures, 'atStake' | 'result'>): Decimal {
  return Decimal.max(0, new Decimal(lossLimit).minus(worstCaseLoss(figures)));
}

/** How much more may be staked today under the stake limit. */
export function stakeLimitRoom(stakeLimit: Decimal.Value, figures: Pick<TradingDayFigures, 'staked'>): Decimal {
  return Decimal.max(0, new Decimal(stakeLimit).minus(figures.staked));
}

/** Whether a stake fits into the room a limit leaves: reaching the limit exactly is allowed, passing it by the least amount is not. */
export function fitsLimitRoom(room: Decimal.Value, stake: Decimal.Value): boolean {
  return new Decimal(stake).lessThanOrEqualTo(room);
}
