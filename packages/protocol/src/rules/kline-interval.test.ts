import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KLINE_INTERVALS, KLINE_INTERVAL_MS, isKlineInterval, klineBucketStart } from './kline-interval.js';

const at = (iso: string) => Date.parse(iso);

describe('klineBucketStart', () => {
  it('puts a time in the bucket of every interval that holds it', () => {
    const time = at('2024-06-12T13:47:31.250Z'); // a Wednesday
    expect(klineBucketStart('1m', time)).toBe(at('2024-06-12T13:47:00Z'));
    expect(klineBucketStart('5m', time)).toBe(at('2024-06-12T13:45:00Z'));
    expect(klineBucketStart('15m', time)).toBe(at('2024-06-12T13:45:00Z'));
    expect(klineBucketStart('30m', time)).toBe(at('2024-06-12T13:30:00Z'));
    expect(klineBucketStart('1h', time)).toBe(at('2024-06-12T13:00:00Z'));
    expect(klineBucketStart('4h', time)).toBe(at('2024-06-12T12:00:00Z'));
    expect(klineBucketStart('1d', time)).toBe(at('2024-06-12T00:00:00Z'));
    expect(klineBucketStart('1w', time)).toBe(at('2024-06-10T00:00:00Z'));
  });

  it('starts weeks on Monday 00:00 UTC', () => {
    expect(klineBucketStart('1w', at('2024-06-10T00:00:00Z'))).toBe(at('2024-06-10T00:00:00Z'));
    expect(klineBucketStart('1w', at('2024-06-09T23:59:59.999Z'))).toBe(at('2024-06-03T00:00:00Z'));
    expect(klineBucketStart('1w', at('2024-06-16T23:59:59.999Z'))).toBe(at('2024-06-10T00:00:00Z'));
    expect(klineBucketStart('1w', at('1970-01-01T00:00:00Z'))).toBe(at('1969-12-29T00:00:00Z'));
    expect(new Date(klineBucketStart('1w', at('2031-02-28T10:00:00Z'))).getUTCDay()).toBe(1);
  });

  it('opens a bucket exactly on its boundary and not a millisecond before', () => {
    expect(klineBucketStart('1h', at('2024-06-12T14:00:00Z'))).toBe(at('2024-06-12T14:00:00Z'));
    expect(klineBucketStart('1h', at('2024-06-12T13:59:59.999Z'))).toBe(at('2024-06-12T13:00:00Z'));
    expect(klineBucketStart('4h', at('2024-06-12T04:00:00Z'))).toBe(at('2024-06-12T04:00:00Z'));
  });

  it('nests every interval inside the next', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), (time) => {
        for (const [index, interval] of KLINE_INTERVALS.entries()) {
          const start = klineBucketStart(interval, time);
          expect(start).toBeLessThanOrEqual(time);
          expect(time - start).toBeLessThan(KLINE_INTERVAL_MS[interval]);
          const larger = KLINE_INTERVALS[index + 1];
          if (larger) expect(klineBucketStart(larger, start)).toBe(klineBucketStart(larger, time));
        }
      }),
    );
  });

  it('knows its intervals', () => {
    expect(KLINE_INTERVALS.every(isKlineInterval)).toBe(true);
    expect(isKlineInterval('2h')).toBe(false);
  });
});
