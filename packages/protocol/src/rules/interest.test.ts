import { describe, expect, it } from 'vitest';
import { INTEREST_DAY_MS, dailyInterest, extractionPreview, interestDaysDue } from './interest.js';

const terms = { currency: 'USDT', amount: '1000', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' };

describe('interest rule', () => {
  it('earns amount × rate a day at the currency scale, rounded half up', () => {
    expect(dailyInterest(terms).toFixed(2)).toBe('5.00');
    expect(dailyInterest({ currency: 'USDT', amount: '333.33', dailyRatePercent: '0.15' }).toFixed()).toBe('0.5');
    expect(dailyInterest({ currency: 'USDT', amount: '101', dailyRatePercent: '0.005' }).toFixed()).toBe('0.01');
    expect(dailyInterest({ currency: 'BTC', amount: '0.12345678', dailyRatePercent: '1' }).toFixed()).toBe('0.00123457');
  });

  it('counts only full days since the deposit', () => {
    expect(interestDaysDue(1000, 1000)).toBe(0);
    expect(interestDaysDue(1000, 1000 + INTEREST_DAY_MS - 1)).toBe(0);
    expect(interestDaysDue(1000, 1000 + INTEREST_DAY_MS)).toBe(1);
    expect(interestDaysDue(1000, 1000 + 10 * INTEREST_DAY_MS + 5)).toBe(10);
    expect(interestDaysDue(1000, 0)).toBe(0);
  });

  it('forfeits the interest and charges the handling fee before the hold period', () => {
    expect(extractionPreview(terms, 3)).toEqual({
      isEarly: true,
      daysHeld: 3,
      interestAccrued: '15.00',
      interestPaid: '0.00',
      interestForfeited: '15.00',
      handlingCharge: '20.00',
      paidOut: '980.00',
    });
  });

  it('pays the amount and every day’s interest once held long enough', () => {
    expect(extractionPreview(terms, 7)).toEqual({
      isEarly: false,
      daysHeld: 7,
      interestAccrued: '35.00',
      interestPaid: '35.00',
      interestForfeited: '0.00',
      handlingCharge: '0.00',
      paidOut: '1035.00',
    });
  });

  it('rounds the charge half up and charges nothing early with a 0 % charge', () => {
    expect(extractionPreview({ ...terms, amount: '100.25', handlingPercent: '1' }, 0)).toMatchObject({ handlingCharge: '1.00', paidOut: '99.25' });
    expect(extractionPreview({ ...terms, amount: '100.50', handlingPercent: '1' }, 0)).toMatchObject({ handlingCharge: '1.01', paidOut: '99.49' });
    expect(extractionPreview({ ...terms, handlingPercent: '0' }, 1)).toMatchObject({ handlingCharge: '0.00', paidOut: '1000.00' });
  });
});
