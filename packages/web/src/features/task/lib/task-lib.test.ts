import { describe, expect, it } from 'vitest';
import { clockSkew, formatCountdown, msUntil } from './grab-countdown';
import { payPreview } from './pay-preview';

describe('grab countdown', () => {
  it('shows minutes and seconds under an hour, hours beyond, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(125_000)).toBe('02:05');
    expect(formatCountdown(3_599_000)).toBe('59:59');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(37_230_000)).toBe('10:20:30');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('counts down by the server clock, not the phone’s', () => {
    // The phone is 90 s behind the server.
    const skew = clockSkew(1_000_090_000, 1_000_000_000);
    expect(skew).toBe(90_000);
    expect(msUntil(1_000_120_000, 1_000_000_000, skew)).toBe(30_000);
    expect(msUntil(1_000_120_000, 1_000_040_000, skew)).toBe(0);
  });
});

describe('pay preview', () => {
  it('debits the price and credits the price plus the commission, so the member gains the commission', () => {
    expect(payPreview('125.5', '2.51', 'USDT', '1000')).toEqual({ debit: '125.50', credit: '128.01', gain: '2.51', balanceAfter: '1002.51' });
  });

  it('keeps the currency’s scale and works without a known balance', () => {
    expect(payPreview('0.1', '0.2', 'USDT')).toEqual({ debit: '0.10', credit: '0.30', gain: '0.20', balanceAfter: null });
  });
});
