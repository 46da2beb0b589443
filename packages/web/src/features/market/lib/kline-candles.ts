import { klineBucketStart, type KlineInterval, type TCandle } from '@meridian/protocol';
import Decimal from 'decimal.js';

/**
 * Both lists oldest first, one candle per open time; where both hold a time, `newer`'s candle
 * wins (it has seen later prices).
 */
export function mergeCandles(older: readonly TCandle[], newer: readonly TCandle[]): TCandle[] {
  if (newer.length === 0) return [...older];
  const byTime = new Map<number, TCandle>();
  for (const candle of older) byTime.set(candle.time, candle);
  for (const candle of newer) byTime.set(candle.time, candle);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** The pages of a paged K-line (newest page first, each oldest first) as one list, oldest first. */
export function candlesOfPages(pages: readonly { list: readonly TCandle[] }[]): TCandle[] {
  return pages.reduceRight<TCandle[]>((all, page) => mergeCandles(all, page.list), []);
}

function sameNumber(a: string, b: string): boolean {
  return new Decimal(a).equals(new Decimal(b));
}

/**
 * A live price at server time `at` applied to the candles: inside the last candle's bucket (or
 * before it, when clocks disagree) it becomes that candle's close and stretches its high or low;
 * past it, a new candle opens at the start of the bucket holding `at`. The push carries no volume,
 * so a new candle starts with none. An unchanged candle gives back the same list.
 */
export function applyLivePrice(candles: readonly TCandle[], price: string, at: number, interval: KlineInterval): readonly TCandle[] {
  const last = candles.at(-1);
  if (last === undefined) return candles;
  const start = klineBucketStart(interval, at);
  if (start > last.time) return [...candles, { time: start, open: price, high: price, low: price, close: price, volume: '0' }];
  const value = new Decimal(price);
  const high = value.gt(last.high) ? price : last.high;
  const low = value.lt(last.low) ? price : last.low;
  if (sameNumber(price, last.close) && high === last.high && low === last.low) return candles;
  return [...candles.slice(0, -1), { ...last, close: price, high, low }];
}

/**
 * The history with the candles live pushes built after it: only the tail from the history's
 * newest candle on counts, since a history fetched later already holds the older ones whole.
 */
export function withLiveTail(history: readonly TCandle[], tail: readonly TCandle[]): readonly TCandle[] {
  if (tail.length === 0) return history;
  const newest = history.at(-1)?.time ?? Number.NEGATIVE_INFINITY;
  const fresh = tail.filter((candle) => candle.time >= newest);
  return fresh.length === 0 ? history : mergeCandles(history, fresh);
}
