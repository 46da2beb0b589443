import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { fitsLimitRoom, isLooserLimit, lossLimitRoom, stakeLimitRoom, tradingDayEnd, tradingDayStart, worstCaseLoss } from './trading-limits.js';

describe('the limits’ day', () => {
  it('is the UTC calendar day', () => {
    const now = Date.UTC(2026, 2, 5, 23, 59, 59, 999);
    expect(tradingDayStart(now)).toBe(Date.UTC(2026, 2, 5));
    expect(tradingDayEnd(now)).toBe(Date.UTC(2026, 2, 6));
    expect(tradingDayStart(Date.UTC(2026, 2, 6))).toBe(Date.UTC(2026, 2, 6));
  });
});

describe('looser limits', () => {
  it('reads none as the loosest and equal amounts as no change', () => {
    expect(isLooserLimit('100', null)).toBe(true);
    expect(isLooserLimit(null, '100')).toBe(false);
    expect(isLooserLimit(null, null)).toBe(false);
    expect(isLooserLimit('100', '100.00')).toBe(false);
    expect(isLooserLimit('100', '100.01')).toBe(true);
    expect(isLooserLimit(30, 15)).toBe(false);
  });
});

describe('room under a limit', () => {
  it('counts running stakes as lost and settled wins against losses', () => {
    expect(worstCaseLoss({ atStake: '50', result: '-10' }).toFixed(2)).toBe('60.00');
    expect(lossLimitRoom('100', { atStake: '50', result: '-10' }).toFixed(2)).toBe('40.00');
    expect(lossLimitRoom('100', { atStake: '0', result: '40' }).toFixed(2)).toBe('140.00');
    expect(lossLimitRoom('100', { atStake: '30', result: '-100' }).toFixed(2)).toBe('0.00');
    expect(stakeLimitRoom('100', { staked: '130' }).toFixed(2)).toBe('0.00');
  });

  it('lets a stake reach the limit exactly and never pass it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (limitCents, atStakeCents, resultCents, stakeCents) => {
        const cents = (value: number) => new Decimal(value).dividedBy(100);
        const figures = { atStake: cents(atStakeCents), result: cents(resultCents) };
        const fits = fitsLimitRoom(lossLimitRoom(cents(limitCents), figures), cents(stakeCents));
        // Placed and lost with everything else running lost too, the day's loss stays within the limit.
        const worstAfter = worstCaseLoss(figures).plus(cents(stakeCents));
        if (fits) expect(worstAfter.lessThanOrEqualTo(cents(limitCents))).toBe(true);
        else expect(worstAfter.greaterThan(cents(limitCents))).toBe(true);
      }),
    );
  });
});
