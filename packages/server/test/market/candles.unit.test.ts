import { KLINE_INTERVALS, klineBucketStart } from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles, aggregateTicks } from '../../src/market/candles.js';

const at = (iso: string) => Date.parse(iso);
const tick = (price: string, volume: string, time: string) => ({ price, volume, at: at(time) });

describe('aggregateTicks', () => {
  it('builds open, high, low, close and summed volume per minute', () => {
    const candles = aggregateTicks(
      [
        tick('100.00', '1.5', '2024-06-12T13:47:00Z'),
        tick('103.50', '2', '2024-06-12T13:47:10Z'),
        tick('99.25', '0.25', '2024-06-12T13:47:30Z'),
        tick('101.00', '1', '2024-06-12T13:47:59.999Z'),
        tick('102.00', '3', '2024-06-12T13:48:00Z'),
      ],
      '1m',
    );
    expect(candles.map((candle) => [candle.openTime, ...[candle.open, candle.high, candle.low, candle.close, candle.volume].map(String)])).toEqual([
      [at('2024-06-12T13:47:00Z'), '100', '103.5', '99.25', '101', '4.75'],
      [at('2024-06-12T13:48:00Z'), '102', '102', '102', '102', '3'],
    ]);
  });

  it('splits a week on Monday and leaves empty buckets out', () => {
    const candles = aggregateTicks(
      [tick('1', '1', '2024-06-09T23:59:59Z'), tick('2', '1', '2024-06-10T00:00:00Z'), tick('3', '1', '2024-06-30T12:00:00Z')],
      '1w',
    );
    expect(candles.map((candle) => new Date(candle.openTime).toISOString())).toEqual([
      '2024-06-03T00:00:00.000Z',
      '2024-06-10T00:00:00.000Z',
      '2024-06-24T00:00:00.000Z',
    ]);
  });

  it('refuses ticks out of time order', () => {
    expect(() => aggregateTicks([tick('1', '1', '2024-06-12T13:48:00Z'), tick('2', '1', '2024-06-12T13:47:00Z')], '1m')).toThrow(RangeError);
  });

  it('gives no candle for no ticks', () => {
    expect(aggregateTicks([], '1h')).toEqual([]);
  });
});

const arbitraryTicks = fc
  .array(
    fc.record({
      cents: fc.integer({ min: 1, max: 10_000_000 }),
      volume: fc.integer({ min: 0, max: 1_000_000 }),
      gap: fc.integer({ min: 0, max: 3 * 60 * 60 * 1000 }),
    }),
    { minLength: 1, maxLength: 200 },
  )
  .map((draws) => {
    let time = Date.parse('2024-06-01T00:00:00Z');
    return draws.map((draw) => {
      time += draw.gap;
      return { price: new Decimal(draw.cents).div(100).toFixed(2), volume: new Decimal(draw.volume).div(10_000).toFixed(4), at: time };
    });
  });

describe('aggregation properties', () => {
  it('keeps high above and low below open and close, and sums volume', () => {
    fc.assert(
      fc.property(arbitraryTicks, fc.constantFrom(...KLINE_INTERVALS), (ticks, interval) => {
        const candles = aggregateTicks(ticks, interval);
        for (const candle of candles) {
          expect(candle.high.greaterThanOrEqualTo(Decimal.max(candle.open, candle.close))).toBe(true);
          expect(candle.low.lessThanOrEqualTo(Decimal.min(candle.open, candle.close))).toBe(true);
          expect(candle.openTime).toBe(klineBucketStart(interval, candle.openTime));
        }
        const total = candles.reduce((sum, candle) => sum.plus(candle.volume), new Decimal(0));
        expect(total.equals(ticks.reduce((sum, t) => sum.plus(t.volume), new Decimal(0)))).toBe(true);
        const first = ticks[0];
        const last = ticks[ticks.length - 1];
        expect(candles[0]?.open.toFixed(2)).toBe(first?.price);
        expect(candles[candles.length - 1]?.close.toFixed(2)).toBe(last?.price);
      }),
    );
  });

  it('gives the same larger candles from ticks as from smaller candles', () => {
    fc.assert(
      fc.property(arbitraryTicks, fc.integer({ min: 0, max: KLINE_INTERVALS.length - 1 }), fc.integer({ min: 0, max: KLINE_INTERVALS.length - 1 }), (ticks, a, b) => {
        const smaller = KLINE_INTERVALS[Math.min(a, b)] ?? '1m';
        const larger = KLINE_INTERVALS[Math.max(a, b)] ?? '1w';
        const direct = aggregateTicks(ticks, larger);
        const viaSmaller = aggregateCandles(aggregateTicks(ticks, smaller), larger);
        expect(viaSmaller).toEqual(direct);
      }),
    );
  });
});
