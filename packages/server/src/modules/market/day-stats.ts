import { Decimal } from 'decimal.js';
import type { Candle } from '../../market/candles.js';
import { VOLUME_SCALE } from '../../market/currencies.js';

/** One-minute candles in 24 hours: the window the header's high, low and volume cover. */
export const DAY_MINUTES = 1_440;

export interface DayStats {
  high24h: string;
  low24h: string;
  volume24h: string;
}

/**
 * The high, low and volume of the last 24 h of 1m candles, at the currency's price scale. Without
 * any candle yet (a market that has just opened), the range is the current price and nothing traded.
 */
export function dayStats(candles: readonly Candle[], price: string, priceScale: number): DayStats {
  const [first, ...rest] = candles;
  if (!first) return { high24h: price, low24h: price, volume24h: new Decimal(0).toFixed(VOLUME_SCALE) };
  let high = first.high;
  let low = first.low;
  let volume = first.volume;
  // Compared rather than Decimal.max and min, which make a new decimal for each of 1,440 candles.
  for (const candle of rest) {
    if (candle.high.greaterThan(high)) high = candle.high;
    if (candle.low.lessThan(low)) low = candle.low;
    volume = volume.plus(candle.volume);
  }
  return { high24h: high.toFixed(priceScale), low24h: low.toFixed(priceScale), volume24h: volume.toFixed(VOLUME_SCALE) };
}
