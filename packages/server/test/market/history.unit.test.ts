import { KLINE_INTERVALS, KLINE_INTERVAL_MS, klineBucketStart, type KlineInterval } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { aggregateCandles, type Candle, type PriceTick } from '../../src/market/candles.js';
import { buildBaseHistory, historyCandles } from '../../src/market/backfill.js';
import { CURRENCIES, findCurrency } from '../../src/market/currencies.js';
import type { PriceSource } from '../../src/market/price-source.js';
import { createSimulator } from '../../src/market/simulator.js';
import { createManualClock } from './manual-clock.js';

const START = Date.parse('2024-06-12T13:47:31Z');
const DAY_MS = KLINE_INTERVAL_MS['1d'];

function source(seed = 11): PriceSource {
  return createSimulator({ seed, clock: createManualClock(START), startMs: START });
}
/** Histories are built on first use and kept, so the read-only checks share one source. */
const shared = source();

async function firstTicks(priceSource: PriceSource): Promise<Map<string, PriceTick>> {
  const ticks = new Map<string, PriceTick>();
  const unsubscribe = priceSource.onTick((tick) => {
    if (!ticks.has(tick.allname)) ticks.set(tick.allname, tick);
  });
  await priceSource.start();
  await priceSource.stop();
  unsubscribe();
  return ticks;
}

function expectWellFormed(candles: readonly Candle[], interval: KlineInterval, scale: number) {
  for (const [index, candle] of candles.entries()) {
    expect(candle.openTime).toBe(klineBucketStart(interval, candle.openTime));
    expect(candle.low.isPositive()).toBe(true);
    expect(candle.high.greaterThanOrEqualTo(candle.open) && candle.high.greaterThanOrEqualTo(candle.close)).toBe(true);
    expect(candle.low.lessThanOrEqualTo(candle.open) && candle.low.lessThanOrEqualTo(candle.close)).toBe(true);
    expect(candle.close.decimalPlaces()).toBeLessThanOrEqual(scale);
    expect(candle.volume.isNegative()).toBe(false);
    const previous = candles[index - 1];
    if (previous) {
      // No gaps, and the path is continuous: each candle opens where the one before closed.
      expect(candle.openTime - previous.openTime).toBe(KLINE_INTERVAL_MS[interval]);
      expect(candle.open.equals(previous.close)).toBe(true);
    }
  }
}

describe('simulator history', () => {
  it.each(KLINE_INTERVALS)('has 1,000 %s candles ending where the live ticks begin', async (interval) => {
    const first = await firstTicks(source());
    for (const allname of ['BTC/USDT', 'DOGE/USDT', 'APT/USDT']) {
      const candles = await shared.history(allname, interval, START + 60 * DAY_MS, 1_000);
      expect(candles).toHaveLength(1_000);
      const last = candles[candles.length - 1];
      expect(last?.openTime).toBe(klineBucketStart(interval, START - 1));
      expect(last?.close.toFixed(findCurrency(allname)?.priceScale)).toBe(first.get(allname)?.price);
      expectWellFormed(candles, interval, findCurrency(allname)?.priceScale ?? 0);
    }
  });

  it('ends every currency at its start price', async () => {
    const priceSource = shared;
    for (const listed of CURRENCIES) {
      const [last] = await priceSource.history(listed.allname, '1m', START, 1);
      expect(last?.close.toFixed(listed.priceScale)).toBe(listed.startPrice);
    }
  });

  it.each([
    ['1m', '5m', 0],
    ['1m', '15m', 0],
    ['5m', '30m', 0],
    ['1m', '1h', 0],
    ['15m', '4h', 0],
    ['1h', '4h', 0],
    ['1h', '1d', 0],
    ['4h', '1d', 100 * DAY_MS],
    ['1d', '1w', 0],
    ['1d', '1w', 3_000 * DAY_MS],
  ] as const)('builds %s candles that aggregate to the %s candles (%d ms back)', async (smaller, larger, back) => {
    const priceSource = shared;
    // A cursor inside a larger candle still returns it whole, so deep checks start on a boundary.
    const endMs = back === 0 ? START : klineBucketStart(larger, START - back);
    const count = 12;
    const large = await priceSource.history('ETH/USDT', larger, endMs, count);
    const ratio = KLINE_INTERVAL_MS[larger] / KLINE_INTERVAL_MS[smaller];
    const small = await priceSource.history('ETH/USDT', smaller, endMs, (count + 1) * ratio);
    const firstOpen = large[0]?.openTime ?? 0;
    expect(large).toHaveLength(count);
    expect(aggregateCandles(small, larger).filter((candle) => candle.openTime >= firstOpen)).toEqual(large);
  });

  it('pages back through older history without a seam', async () => {
    const priceSource = shared;
    for (const interval of ['1m', '4h', '1w'] as const) {
      const newer = await priceSource.history('SOL/USDT', interval, START, 50);
      const older = await priceSource.history('SOL/USDT', interval, newer[0]?.openTime ?? 0, 50);
      expect(older).toHaveLength(50);
      expectWellFormed([...older, ...newer], interval, 3);
    }
  });

  it('gives a full candle for a cursor inside it, and nothing from before its history', async () => {
    const priceSource = shared;
    const [hour] = await priceSource.history('BTC/USDT', '1h', START - 5 * KLINE_INTERVAL_MS['1h'], 1);
    const [sameHour] = await priceSource.history('BTC/USDT', '1h', (hour?.openTime ?? 0) + 1, 1);
    expect(sameHour).toEqual(hour);
    expect(await priceSource.history('BTC/USDT', '1m', START - 400 * DAY_MS, 10)).toEqual([]);
    expect(await priceSource.history('BTC/USDT', '1w', START - 8_000 * DAY_MS, 10)).toEqual([]);
    expect(await priceSource.history('BTC/USDT', '1d', START, 0)).toEqual([]);
    expect(await priceSource.history('NOPE/USDT', '1d', START, 10)).toEqual([]);
  });

  it('repeats its past for the same seed and start, and not for another seed', async () => {
    const a = await source(5).history('LINK/USDT', '1d', START, 300);
    const b = await source(5).history('LINK/USDT', '1d', START, 300);
    const c = await source(6).history('LINK/USDT', '1d', START, 300);
    expect(a).toEqual(b);
    expect(a.map((candle) => candle.close.toString())).not.toEqual(c.map((candle) => candle.close.toString()));
  });

  it('gives the same past whichever part is asked for first, though it is built only as far back as asked', async () => {
    const recentFirst = source(7);
    const dayAgo = await recentFirst.history('ETH/USDT', '1m', START - DAY_MS, 5);
    const recentThenOld = await recentFirst.history('ETH/USDT', '1d', START, 300);
    const oldFirst = source(7);
    expect(await oldFirst.history('ETH/USDT', '1d', START, 300)).toEqual(recentThenOld);
    expect(await oldFirst.history('ETH/USDT', '1m', START - DAY_MS, 5)).toEqual(dayAgo);
  });

  it('answers a page asked for again as it first made it, in a list of its own each time', async () => {
    const again = source(8);
    const first = await again.history('BTC/USDT', '1m', START, 1_441);
    first.length = 0;
    const second = await again.history('BTC/USDT', '1m', START, 1_441);
    expect(second).toHaveLength(1_441);
    expect(second).toEqual(await source(8).history('BTC/USDT', '1m', START, 1_441));
    expect(await again.history('BTC/USDT', '1m', START, 2)).toEqual(second.slice(-2));
  });

  it('builds only the last day for the 24 h reference a start asks for', () => {
    const currency = findCurrency('BTC/USDT', CURRENCIES);
    if (!currency) throw new Error('BTC/USDT missing');
    const history = buildBaseHistory(currency, 3, START);
    historyCandles(history, '1m', START - DAY_MS, 1);
    const built = history.openTime.length - history.builtFrom;
    expect(built).toBeGreaterThanOrEqual(24 * 60);
    expect(built).toBeLessThan(24 * 60 + 10);
    historyCandles(history, '1w', START, 1_000);
    // A thousand weeks reach back into the oldest tier.
    expect(history.builtFrom).toBeLessThan(10);
  });

  it('does not let the history it was asked for change the live ticks', async () => {
    const quiet = await firstTicksAfter(source(9), false);
    const busy = await firstTicksAfter(source(9), true);
    expect(busy).toEqual(quiet);
  });
});

async function firstTicksAfter(priceSource: PriceSource, askHistory: boolean): Promise<PriceTick[]> {
  if (askHistory) await priceSource.history('BTC/USDT', '1w', START, 1_000);
  const ticks: PriceTick[] = [];
  priceSource.onTick((tick) => ticks.push(tick));
  await priceSource.start();
  await priceSource.stop();
  return ticks;
}
