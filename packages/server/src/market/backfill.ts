import { KLINE_INTERVAL_MS, klineBucketStart, type KlineInterval } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import type { Candle } from './candles.js';
import { VOLUME_SCALE, type Currency } from './currencies.js';
import { createNormalSource, deriveSeed } from './seeded-normal.js';
import { toUnits, toVolumeUnits, unitsToDecimal } from './units.js';

/**
 * The past a fresh start shows, generated backwards from the start price so that it ends exactly
 * where the live ticks begin.
 *
 * Trade-off: a 1-minute path for 1,000 weeks would be ~10M candles per currency, so the past is
 * kept at three resolutions, coarser with age. Every base candle is an OHLC built from a seeded
 * sub-path, and every interval's candles are aggregations of these same base candles, so a larger
 * candle always agrees with the smaller ones over the same span. The cost: an interval only reaches
 * back as far as base candles no longer than itself go (1m-1h: 42 days of minutes, i.e. 60,000+
 * 1m candles; 4h: 172 days of minutes and hours; 1d and 1w: 1,000 weeks).
 */
const DAY_MS = KLINE_INTERVAL_MS['1d'];
const MINUTE_TIER_DAYS = 42; // ≥ 1,000 hours
const HOUR_TIER_DAYS = 172; // ≥ 4,000 hours, i.e. 1,000 4h candles
const HISTORY_WEEKS = 1_000;
const MS_PER_YEAR = 365.25 * DAY_MS;
/** Sub-steps per base candle: enough for a believable high and low, few enough to be quick. */
const STEPS_PER_MINUTE = 12;
const STEPS_PER_HOUR = 12;
const STEPS_PER_DAY = 24;
/**
 * A gentle pull (half-life one year) towards the start price, backwards in time only, so that
 * twenty years of small-cap volatility cannot drive a price to zero; over a day or a week it is
 * negligible next to the volatility.
 */
const REVERSION_PER_YEAR = Math.LN2;
/** Stream number of the history's random draws (live ticks use another). */
export const HISTORY_STREAM = 1;

export interface BaseHistory {
  readonly startMs: number;
  readonly scale: number;
  readonly openTime: Float64Array;
  /** Prices and volumes as integer units (see units.ts); valid from `builtFrom` on. */
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
  /** Where each interval's history begins: the start of the first base tier no coarser than it. */
  readonly firstOpenTime: Readonly<Record<KlineInterval, number>>;
  /** The oldest base candle generated so far (the path is generated backwards from the start). */
  readonly builtFrom: number;
  /** Generates the path further back until base candle `index` exists. */
  reach(index: number): void;
}

/**
 * The base candles' places: each one's open time and length, oldest first, in typed arrays (there
 * are some 70,000; as objects they were most of the cost of starting a market).
 */
interface Layout {
  readonly startMs: number;
  readonly openTime: Float64Array;
  /** Its length in ms: a day, an hour or a minute (the last minute is cut at the start when the start is not on one). */
  readonly durationMs: Float64Array;
  /** The sub-steps its path is walked in. */
  readonly steps: Uint8Array;
  readonly firstOpenTime: Readonly<Record<KlineInterval, number>>;
}

/** How many of `at = from, from + step, …` lie before `to`. */
const stepsBefore = (from: number, to: number, step: number) => Math.max(0, Math.ceil((to - from) / step));

function layoutOf(startMs: number): Layout {
  const today = klineBucketStart('1d', startMs);
  const minuteTier = today - MINUTE_TIER_DAYS * DAY_MS;
  const hourTier = today - HOUR_TIER_DAYS * DAY_MS;
  const dayTier = Math.min(hourTier, klineBucketStart('1w', startMs) - HISTORY_WEEKS * KLINE_INTERVAL_MS['1w']);
  const hourMs = KLINE_INTERVAL_MS['1h'];
  const minuteMs = KLINE_INTERVAL_MS['1m'];
  const count = stepsBefore(dayTier, hourTier, DAY_MS) + stepsBefore(hourTier, minuteTier, hourMs) + stepsBefore(minuteTier, startMs, minuteMs);
  const openTime = new Float64Array(count);
  const durationMs = new Float64Array(count);
  const steps = new Uint8Array(count);
  let index = 0;
  const place = (at: number, duration: number, stepCount: number) => {
    openTime[index] = at;
    durationMs[index] = duration;
    steps[index] = stepCount;
    index += 1;
  };
  for (let at = dayTier; at < hourTier; at += DAY_MS) place(at, DAY_MS, STEPS_PER_DAY);
  for (let at = hourTier; at < minuteTier; at += hourMs) place(at, hourMs, STEPS_PER_HOUR);
  for (let at = minuteTier; at < startMs; at += minuteMs) {
    // The last minute is cut at the start when the start is not on a minute.
    const duration = Math.min(minuteMs, startMs - at);
    place(at, duration, Math.max(1, Math.round((STEPS_PER_MINUTE * duration) / minuteMs)));
  }
  return {
    startMs,
    openTime,
    durationMs,
    steps,
    firstOpenTime: {
      '1m': minuteTier,
      '5m': minuteTier,
      '15m': minuteTier,
      '30m': minuteTier,
      '1h': minuteTier,
      '4h': hourTier,
      '1d': dayTier,
      '1w': dayTier,
    },
  };
}

/**
 * The last layout made: every currency of a market starts at the same moment, so they share it
 * (nothing writes to its arrays once made).
 */
let lastLayout: Layout | undefined;

function sharedLayout(startMs: number): Layout {
  if (lastLayout?.startMs !== startMs) lastLayout = layoutOf(startMs);
  return lastLayout;
}

/**
 * Deterministic in (currency, seed, startMs). The path is walked backwards from the start price
 * and only as far back as someone has asked (see `reach`): a start, which needs the last day for
 * the 24 h references, costs about 1,500 base candles instead of 70,000 (seconds of a core per
 * currency). Asking for older candles continues the same walk, so the result is the same
 * whatever order the candles are asked for in.
 */
export function buildBaseHistory(currency: Currency, seed: number, startMs: number): BaseHistory {
  const layout = sharedLayout(startMs);
  const { openTime } = layout;
  const count = openTime.length;
  const draws = createNormalSource(deriveSeed(seed, currency.id, HISTORY_STREAM));
  const scale = currency.priceScale;
  const anchor = Math.log(Number(currency.startPrice));
  let closeUnits = new Decimal(currency.startPrice).times(10 ** scale).toNumber();
  let x = anchor;
  const history = {
    startMs,
    scale,
    openTime,
    open: new Float64Array(count),
    high: new Float64Array(count),
    low: new Float64Array(count),
    close: new Float64Array(count),
    volume: new Float64Array(count),
    firstOpenTime: layout.firstOpenTime,
    builtFrom: count,
    reach(target: number) {
      for (let index = history.builtFrom - 1; index >= Math.max(0, target); index -= 1) {
        const durationMs = layout.durationMs[index];
        const steps = layout.steps[index];
        if (durationMs === undefined || steps === undefined) throw new Error('base candle index out of range');
        const stepMs = durationMs / steps;
        const dt = stepMs / MS_PER_YEAR;
        const sd = currency.volatility * Math.sqrt(dt);
        let high = x;
        let low = x;
        let volume = 0;
        for (let step = 0; step < steps; step += 1) {
          volume += toVolumeUnits(((currency.turnoverPerSecond * stepMs) / 1000 / Math.exp(x)) * draws.between(0.5, 1.5), VOLUME_SCALE);
          x += REVERSION_PER_YEAR * (anchor - x) * dt + sd * draws.normal();
          if (x > high) high = x;
          if (x < low) low = x;
        }
        const openUnits = toUnits(Math.exp(x), scale);
        history.open[index] = openUnits;
        history.close[index] = closeUnits;
        // Rounding is monotonic, yet the exact start price may sit outside the rounded path's range.
        history.high[index] = Math.max(toUnits(Math.exp(high), scale), openUnits, closeUnits);
        history.low[index] = Math.min(toUnits(Math.exp(low), scale), openUnits, closeUnits);
        history.volume[index] = volume;
        // The candle before closes where this one opens: the path is continuous.
        closeUnits = openUnits;
        history.builtFrom = index;
      }
    },
  };
  return history;
}

/** First index whose open time is at or after `at`. */
function lowerBound(times: Float64Array, at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? Infinity) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A candle in integer units (volume in bigint: a week of a cheap coin's volume can pass 2^53 units). */
interface UnitCandle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: bigint;
}

/** The base candle at `index`, with its open time moved to the start of its `interval` bucket. */
function unitCandleAt(history: BaseHistory, interval: KlineInterval, index: number): UnitCandle {
  return {
    openTime: klineBucketStart(interval, history.openTime[index] ?? 0),
    open: history.open[index] ?? 0,
    high: history.high[index] ?? 0,
    low: history.low[index] ?? 0,
    close: history.close[index] ?? 0,
    volume: BigInt(history.volume[index] ?? 0),
  };
}

/** Adds a later base candle of the same bucket. */
function extend(bucket: UnitCandle, next: UnitCandle): void {
  if (next.high > bucket.high) bucket.high = next.high;
  if (next.low < bucket.low) bucket.low = next.low;
  bucket.close = next.close;
  bucket.volume += next.volume;
}

function toCandle(done: UnitCandle, scale: number): Candle {
  return {
    openTime: done.openTime,
    open: unitsToDecimal(done.open, scale),
    high: unitsToDecimal(done.high, scale),
    low: unitsToDecimal(done.low, scale),
    close: unitsToDecimal(done.close, scale),
    volume: unitsToDecimal(done.volume, VOLUME_SCALE),
  };
}

/** See PriceSource.history. */
export function historyCandles(history: BaseHistory, interval: KlineInterval, endMs: number, limit: number): Candle[] {
  const first = history.firstOpenTime[interval];
  const dataEnd = Math.min(endMs, history.startMs);
  if (limit < 1 || dataEnd <= first) return [];
  const length = KLINE_INTERVAL_MS[interval];
  const lastBucket = klineBucketStart(interval, dataEnd - 1);
  const from = Math.max(first, lastBucket - (Math.floor(limit) - 1) * length);
  const to = Math.min(lastBucket + length, history.startMs);
  const fromIndex = lowerBound(history.openTime, from);
  history.reach(fromIndex);
  // Aggregated in integer units, and only the candles returned become decimals: a week candle
  // spans thousands of base candles, and decimal arithmetic on each took seconds per call.
  const result: Candle[] = [];
  let bucket: UnitCandle | undefined;
  for (let index = fromIndex, end = lowerBound(history.openTime, to); index < end; index += 1) {
    const next = unitCandleAt(history, interval, index);
    if (bucket?.openTime === next.openTime) {
      extend(bucket, next);
      continue;
    }
    if (bucket) result.push(toCandle(bucket, history.scale));
    bucket = next;
  }
  if (bucket) result.push(toCandle(bucket, history.scale));
  return result;
}
