import { describe, expect, it } from 'vitest';
import { MINING_DAY_MS, miningDailyIncome, miningDaysDue, miningSchedule } from './mining-schedule.js';

const START = Date.UTC(2026, 0, 1, 10, 30);

describe('miningSchedule', () => {
  it('pays price × daily rate each day of the lock and the principal with the last day', () => {
    const schedule = miningSchedule({ price: '1000', currency: 'USDT', dailyRate: '1.5', lockDays: 3 }, START);
    expect(schedule).toEqual({
      dailyIncome: '15.00',
      totalIncome: '45.00',
      totalReturn: '1045.00',
      endsAt: START + 3 * MINING_DAY_MS,
      payouts: [
        { day: 1, dueAt: START + MINING_DAY_MS, income: '15.00', principal: '0.00' },
        { day: 2, dueAt: START + 2 * MINING_DAY_MS, income: '15.00', principal: '0.00' },
        { day: 3, dueAt: START + 3 * MINING_DAY_MS, income: '15.00', principal: '1000.00' },
      ],
    });
  });

  it('rounds the daily income half away from zero at the currency scale, and totals the rounded days', () => {
    // 333.33 × 0.55 % = 1.8333150 → 1.83 a day; 7 days → 12.81, not 12.83.
    const schedule = miningSchedule({ price: '333.33', currency: 'USDT', dailyRate: '0.55', lockDays: 7 }, START);
    expect(schedule.dailyIncome).toBe('1.83');
    expect(schedule.totalIncome).toBe('12.81');
    expect(schedule.totalReturn).toBe('346.14');
    expect(miningDailyIncome({ price: '10', currency: 'USDT', dailyRate: '0.125' }).toFixed()).toBe('0.01');
    expect(miningDailyIncome({ price: '1', currency: 'BTC', dailyRate: '0.123456789' }).toFixed()).toBe('0.00123457');
  });
});

describe('miningDaysDue', () => {
  it('counts whole days since purchase, capped at the lock', () => {
    expect(miningDaysDue(START, 3, START - 1)).toBe(0);
    expect(miningDaysDue(START, 3, START + MINING_DAY_MS - 1)).toBe(0);
    expect(miningDaysDue(START, 3, START + MINING_DAY_MS)).toBe(1);
    expect(miningDaysDue(START, 3, START + 10 * MINING_DAY_MS)).toBe(3);
  });
});
