import { Decimal } from 'decimal.js';

/** The chart's intervals, finest first. Each one divides the next, so candles nest exactly. */
export const INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type Interval = (typeof INTERVALS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

export const INTERVAL_MS: Readonly<Record<Interval, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '1w': WEEK_MS,
};

/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC is four days later. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

export function isInterval(value: string): value is Interval {
  return (INTERVALS as readonly string[]).includes(value);
}

/**
 * Where the candle holding `at` opens. Everything is UTC, which has no daylight saving, so every
 * bucket of an interval is exactly as long as the interval; weeks open on Monday 00:00 UTC, as on
 * the exchanges members compare with.
 */
export function bucketStart(interval: Interval, at: number): number {
  const length = INTERVAL_MS[interval];
  const origin = interval === '1w' ? FIRST_MONDAY_MS : 0;
  return origin + Math.floor((at - origin) / length) * length;
}

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
export function aggregateTicks(ticks: readonly Pick<PriceTick, 'price' | 'volume' | 'at'>[], interval: Interval): Candle[] {
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
export function aggregateCandles(candles: readonly Candle[], interval: Interval): Candle[] {
  const result: Candle[] = [];
  let current: { openTime: number; open: Decimal; high: Decimal; low: Decimal; close: Decimal; volume: Decimal } | undefined;
  let previousTime = -Infinity;
  for (const candle of candles) {
    if (candle.openTime < previousTime) throw new RangeError('candles must be in time order');
    previousTime = candle.openTime;
    const openTime = bucketStart(interval, candle.openTime);
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
