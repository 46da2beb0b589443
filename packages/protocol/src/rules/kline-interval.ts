/**
 * The K-line intervals and how they cut time, the one place that says it: the server builds and
 * records candles by this rule and the app extends the newest candle with live prices by it, so a
 * candle the app opens is the one the server answers later.
 */

/** The eight K-line intervals the market offers, finest first. Each one divides the next, so candles nest exactly. */
export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** How long one candle of each interval lasts. */
export const KLINE_INTERVAL_MS: Readonly<Record<KlineInterval, number>> = {
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

export function isKlineInterval(value: string): value is KlineInterval {
  return (KLINE_INTERVALS as readonly string[]).includes(value);
}

/**
 * Where the candle holding `at` opens. Everything is UTC, which has no daylight saving, so every
 * bucket of an interval is exactly as long as the interval; weeks open on Monday 00:00 UTC, as on
 * the exchanges members compare with.
 */
export function klineBucketStart(interval: KlineInterval, at: number): number {
  const length = KLINE_INTERVAL_MS[interval];
  const origin = interval === '1w' ? FIRST_MONDAY_MS : 0;
  return origin + Math.floor((at - origin) / length) * length;
}
