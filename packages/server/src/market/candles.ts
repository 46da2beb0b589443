import { klineBucketStart, type KlineInterval } from '@meridian/protocol';
import { Decimal } from 'decimal.js';

export interface Candle {
  /** Epoch ms of the bucket's start. */
  readonly openTime: number;
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  readonly volume: Decimal;
}

/** What a price source publishes: a price and the volume traded since the previous tick. */
export interface PriceTick {
  readonly allname: string;
  /** Decimal string at the currency's price scale. */
  readonly price: string;
  /** Decimal string, in units of the currency. */
  readonly volume: string;
  /** Epoch ms. */
  readonly at: number;
}

/** Ticks (in time order) → candles of `interval`; buckets without a tick get no candle. */
export function aggregateTicks(ticks: readonly Pick<PriceTick, 'price' | 'volume' | 'at'>[], interval: KlineInterval): Candle[] {
  return aggregateCandles(
    ticks.map((tick) => {
      const price = new Decimal(tick.price);
      return { openTime: tick.at, open: price, high: price, low: price, close: price, volume: new Decimal(tick.volume) };
    }),
    interval,
  );
}

/**
 * Candles (in time order, each inside one bucket of `interval`, e.g. any finer interval) → candles
 * of `interval`. Pure, so the same function builds the back-filled history, the recorded candles
 * and the checks that they agree.
 */
export function aggregateCandles(candles: readonly Candle[], interval: KlineInterval): Candle[] {
  const result: Candle[] = [];
  let current: { openTime: number; open: Decimal; high: Decimal; low: Decimal; close: Decimal; volume: Decimal } | undefined;
  let previousTime = -Infinity;
  for (const candle of candles) {
    if (candle.openTime < previousTime) throw new RangeError('candles must be in time order');
    previousTime = candle.openTime;
    const openTime = klineBucketStart(interval, candle.openTime);
    if (current?.openTime !== openTime) {
      if (current) result.push(current);
      current = { ...candle, openTime };
      continue;
    }
    if (candle.high.greaterThan(current.high)) current.high = candle.high;
    if (candle.low.lessThan(current.low)) current.low = candle.low;
    current.close = candle.close;
    current.volume = current.volume.plus(candle.volume);
  }
  if (current) result.push(current);
  return result;
}
