import { describe, expect, it } from 'vitest';
import { ZGetKLineRequest, ZGetKLineResponse } from './get-kline.js';
import { KLINE_INTERVALS } from '../../rules/kline-interval.js';
import { ZGetSingleNowPriceRequest } from './get-single-now-price.js';

describe('market call schemas', () => {
  it('offers the eight K-line intervals, shortest first', () => {
    expect(KLINE_INTERVALS).toEqual(['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w']);
  });
  it('defaults the K-line limit and refuses more than 1000 candles', () => {
    expect(ZGetKLineRequest.parse({ symbol: 'BTC/USDT', interval: '1h' }).limit).toBe(300);
    expect(ZGetKLineRequest.safeParse({ symbol: 'BTC/USDT', interval: '1h', limit: 1001 }).success).toBe(false);
  });
  it('refuses an unknown interval and a malformed pair', () => {
    expect(ZGetKLineRequest.safeParse({ symbol: 'BTC/USDT', interval: '2h' }).success).toBe(false);
    expect(ZGetSingleNowPriceRequest.safeParse({ symbol: 'btc-usdt' }).success).toBe(false);
    expect(ZGetSingleNowPriceRequest.safeParse({ symbol: 'BTC/USDT' }).success).toBe(true);
  });
  it('carries prices as decimal strings, never numbers', () => {
    const candle = { time: 0, open: '1.5', high: '2', low: '1', close: '1.75', volume: '10' };
    expect(ZGetKLineResponse.safeParse({ list: [candle], nextBefore: null }).success).toBe(true);
    expect(ZGetKLineResponse.safeParse({ list: [{ ...candle, close: 1.75 }], nextBefore: null }).success).toBe(false);
  });
});
