import { describe, expect, it } from 'vitest';
import { groupedDecimal } from './decimal-text.js';
import { quoteTexts, rateText, trendOf } from './quote-texts.js';

describe('quote texts', () => {
  it('writes a price at the pair’s scale, grouped, and a volume rounded down to two decimals', () => {
    expect(quoteTexts({ price: '64245.7', rate: '1.98', scale: 2, high24h: '65000', low24h: '62000.005', volume24h: '1234.5678' })).toEqual({
      price: '64,245.70',
      rate: '+1.98%',
      high: '65,000.00',
      low: '62,000.01',
      volume: '1,234.56',
      trend: 'up',
    });
  });

  it('colours by the sign of the rate, unreadable as flat, and signs only a rise', () => {
    expect([trendOf('-0.40'), trendOf('0.00'), trendOf('-0'), trendOf('abc')]).toEqual(['down', 'flat', 'flat', 'flat']);
    expect([rateText('0.40'), rateText('-0.40'), rateText('0.00')]).toEqual(['+0.40%', '-0.40%', '0.00%']);
  });

  it('groups a negative amount and shows no made-up zero for what is not a number', () => {
    expect(groupedDecimal('-1234567.891', 2, 'down')).toBe('-1,234,567.89');
    expect(groupedDecimal('-0.001', 2, 'down')).toBe('0.00');
    expect(groupedDecimal('NaN', 2, 'down')).toBe('--');
  });
});
