import type { TCandle, TGetSingleNowPriceResponse } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { chartChange, toChartBar } from './chart-bars';
import { tickMarkLabel } from './chart-time';
import { applyLivePrice, candlesOfPages, mergeCandles, withLiveTail } from './kline-candles';
import { applyPriceToQuote, decimalsOf } from './live-quote';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 5, 12, 0);
const candle = (time: number, close: string, extra: Partial<TCandle> = {}): TCandle => ({ time, open: close, high: close, low: close, close, volume: '1.5', ...extra });

describe('applyLivePrice', () => {
  const candles = [candle(T0 - MINUTE, '100.00'), candle(T0, '101.00', { open: '100.50', high: '101.50', low: '100.25' })];

  it('moves the close of the candle whose bucket the price falls in, stretching its high or low', () => {
    const higher = applyLivePrice(candles, '102.00', T0 + 30_000, '1m');
    expect(higher.at(-1)).toEqual({ time: T0, open: '100.50', high: '102.00', low: '100.25', close: '102.00', volume: '1.5' });
    expect(higher[0]).toBe(candles[0]);
    const lower = applyLivePrice(candles, '100.00', T0 + 59_999, '1m');
    expect(lower.at(-1)).toMatchObject({ high: '101.50', low: '100.00', close: '100.00' });
    const inside = applyLivePrice(candles, '101.25', T0 + 1_000, '1m');
    expect(inside.at(-1)).toMatchObject({ high: '101.50', low: '100.25', close: '101.25' });
  });

  it('opens a new candle at the start of the next bucket once the last one has passed', () => {
    const next = applyLivePrice(candles, '99.75', T0 + MINUTE + 2_000, '1m');
    expect(next).toHaveLength(3);
    expect(next[1]).toBe(candles[1]);
    expect(next.at(-1)).toEqual({ time: T0 + MINUTE, open: '99.75', high: '99.75', low: '99.75', close: '99.75', volume: '0' });
    // After a gap (the phone slept) the new candle opens in the bucket of the price, not the next one.
    expect(applyLivePrice(candles, '99.75', T0 + 5 * MINUTE + 1, '5m').at(-1)?.time).toBe(T0 + 5 * MINUTE);
  });

  it('keeps the same list when the price changes nothing, and updates the last candle when the clock lags', () => {
    expect(applyLivePrice(candles, '101.0', T0 + 5_000, '1m')).toBe(candles);
    expect(applyLivePrice([], '1', T0, '1m')).toEqual([]);
    expect(applyLivePrice(candles, '103.00', T0 - 10_000, '1m').at(-1)).toMatchObject({ time: T0, close: '103.00' });
  });
});

describe('mergeCandles, candlesOfPages and withLiveTail', () => {
  it('joins pages newest first into one list oldest first, one candle per time', () => {
    const newest = { list: [candle(T0 - MINUTE, '2'), candle(T0, '3')] };
    const older = { list: [candle(T0 - 3 * MINUTE, '0'), candle(T0 - 2 * MINUTE, '1')] };
    expect(candlesOfPages([newest, older]).map((c) => c.close)).toEqual(['0', '1', '2', '3']);
    expect(mergeCandles([candle(T0, 'old')], [candle(T0, 'new')])).toEqual([candle(T0, 'new')]);
  });

  it('lays the live tail over the history from its newest candle on, ignoring what a fresher history holds', () => {
    const history = [candle(T0 - MINUTE, '1'), candle(T0, '2')];
    const tail = [candle(T0 - 2 * MINUTE, 'stale'), candle(T0, '2.5'), candle(T0 + MINUTE, '3')];
    expect(withLiveTail(history, tail).map((c) => c.close)).toEqual(['1', '2.5', '3']);
    expect(withLiveTail(history, [])).toBe(history);
    expect(withLiveTail(history, [candle(T0 - 2 * MINUTE, 'x')])).toBe(history);
  });
});

describe('chart bars', () => {
  it('draws times in seconds shifted into the member’s zone', () => {
    expect(toChartBar(candle(T0, '64000.25'), 480)).toEqual({ time: T0 / 1000 + 8 * 3600, open: 64000.25, high: 64000.25, low: 64000.25, close: 64000.25 });
  });

  it('tells a moved or appended last bar from data that must be set again', () => {
    const a = [candle(T0, '1'), candle(T0 + MINUTE, '2')];
    expect(chartChange(a, a)).toBe('none');
    expect(chartChange(a, [a[0] ?? candle(0, '0'), candle(T0 + MINUTE, '2.5')])).toBe('last');
    expect(chartChange(a, [...a, candle(T0 + 2 * MINUTE, '3')])).toBe('last');
    expect(chartChange(a, [candle(T0 - MINUTE, '0'), ...a])).toBe('all');
    expect(chartChange([], a)).toBe('all');
  });
});

describe('applyPriceToQuote', () => {
  const quote: TGetSingleNowPriceResponse = {
    allname: 'BTC/USDT',
    scale: 2,
    price: '64000.00',
    reference: '63000.00',
    rate: '1.59',
    at: T0,
    stale: false,
    high24h: '64500.00',
    low24h: '62000.00',
    volume24h: '1234.5678',
  };

  it('takes the pushed price and reference, and widens the 24 h range to hold the price', () => {
    expect(applyPriceToQuote(quote, '64600.00', '63000.00')).toMatchObject({ price: '64600.00', rate: '2.54', high24h: '64600.00', low24h: '62000.00', volume24h: '1234.5678' });
    expect(applyPriceToQuote(quote, '61000.00', '64000.00')).toMatchObject({ rate: '-4.69', high24h: '64500.00', low24h: '61000.00' });
  });

  it('reads the scale of a price from its decimals', () => {
    expect(decimalsOf('0.450000')).toBe(6);
    expect(decimalsOf('64000.00')).toBe(2);
    expect(decimalsOf('12')).toBe(0);
  });
});

describe('the time axis labels', () => {
  it('write each kind of tick as the chart library does, reading the shifted times as UTC', () => {
    // 2026-03-05 07:04:09 UTC
    const time = Date.UTC(2026, 2, 5, 7, 4, 9) / 1000;
    const local = new Date(2026, 2, 5, 7, 4, 9);
    const library = (options: Intl.DateTimeFormatOptions) => local.toLocaleString('en-US', options);
    expect(tickMarkLabel(time as UTCTimestamp, TickMarkType.Year, 'en-US')).toBe(library({ year: 'numeric' }));
    expect(tickMarkLabel(time as UTCTimestamp, TickMarkType.Month, 'en-US')).toBe('Mar');
    expect(tickMarkLabel(time as UTCTimestamp, TickMarkType.DayOfMonth, 'en-US')).toBe('5');
    expect(tickMarkLabel(time as UTCTimestamp, TickMarkType.Time, 'en-US')).toBe(library({ hour12: false, hour: '2-digit', minute: '2-digit' }));
    expect(tickMarkLabel(time as UTCTimestamp, TickMarkType.TimeWithSeconds, 'en-US')).toBe('07:04:09');
    expect(tickMarkLabel({ year: 2026, month: 3, day: 5 }, TickMarkType.DayOfMonth, 'en-US')).toBeNull();
  });
});
