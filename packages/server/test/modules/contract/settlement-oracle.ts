import { Decimal } from 'decimal.js';
import type { TContractStatus } from '@meridian/protocol';
import type { PriceTick } from '../../../src/market/candles.js';

/**
 * What a contract must come to, worked out from the rule as the member reads it and not from the
 * server's code: up wins above the purchase price, down below, an equal price is a draw that
 * returns the stake, a win pays stake × yield on top (cents, half away from zero), a loss costs
 * the stake. Amounts here are in the platform currency, USDT (two decimals).
 */
export interface OracleOutcome {
  status: TContractStatus;
  /** What the member's available balance gains (negative: loses) at settlement, to the cent. */
  profit: Decimal;
}

export function oracleOutcome(order: { direction: string; purchasePrice: Decimal.Value; amount: Decimal.Value; yieldPercent: Decimal.Value }, settlePrice: Decimal.Value): OracleOutcome {
  const move = new Decimal(settlePrice).minus(order.purchasePrice);
  if (move.isZero()) return { status: 'draw', profit: new Decimal(0) };
  const isWin = order.direction === 'up' ? move.isPositive() : move.isNegative();
  const stake = new Decimal(order.amount);
  if (!isWin) return { status: 'lost', profit: stake.negated() };
  const cents = stake.times(100).times(order.yieldPercent).dividedBy(100);
  return { status: 'won', profit: cents.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).dividedBy(100) };
}

/** The second a contract signed on `purchaseTickAt` for `seconds` expires at. */
export function oracleExpiry(purchaseTickAt: number, seconds: number): number {
  return purchaseTickAt - (purchaseTickAt % 1000) + seconds * 1000;
}

/** The newest of `ticks` (any order) at or before `atMs`: the price at that second. */
export function oracleTickAt(ticks: readonly PriceTick[], atMs: number): PriceTick | undefined {
  let found: PriceTick | undefined;
  for (const tick of ticks) {
    if (tick.at <= atMs && (!found || tick.at > found.at)) found = tick;
  }
  return found;
}
