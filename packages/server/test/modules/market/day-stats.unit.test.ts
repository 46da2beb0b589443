import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { dayStats } from '../../../src/modules/market/day-stats.js';
import type { Candle } from '../../../src/market/candles.js';

const candle = (openTime: number, high: string, low: string, volume: string): Candle => ({
  openTime,
  open: new Decimal(low),
  high: new Decimal(high),
  low: new Decimal(low),
  close: new Decimal(high),
  volume: new Decimal(volume),
});

describe('dayStats', () => {
  it('takes the highest high, the lowest low and the summed volume, at the price scale', () => {
    const stats = dayStats([candle(0, '101.5', '99.25', '1.5'), candle(60_000, '103', '100', '0.00005'), candle(120_000, '102', '98.125', '2')], '100.00', 2);
    expect(stats).toEqual({ high24h: '103.00', low24h: '98.13', volume24h: '3.5001' });
  });

  it('answers the current price as the range and zero volume before any candle exists', () => {
    expect(dayStats([], '0.450000', 6)).toEqual({ high24h: '0.450000', low24h: '0.450000', volume24h: '0.0000' });
  });
});
