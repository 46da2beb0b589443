import { Decimal } from 'decimal.js';
import type { Candle } from './candles.js';

/** Candles in time order from two sorted lists; a bucket in both is merged (the older list first). */
export function mergeCandles(older: readonly Candle[], newer: readonly Candle[]): Candle[] {
  const result = [...older];
  for (const candle of newer) {
    const last = result.at(-1);
    if (last && last.openTime === candle.openTime) {
      result[result.length - 1] = {
        openTime: last.openTime,
        open: last.open,
        high: Decimal.max(last.high, candle.high),
        low: Decimal.min(last.low, candle.low),
        close: candle.close,
        volume: last.volume.plus(candle.volume),
      };
    } else if (!last || last.openTime < candle.openTime) {
      result.push(candle);
    }
  }
  return result;
}
