import { describe, expect, it } from 'vitest';
import {
  affordableGoods,
  goodsOrderCommission,
  grabCountdown,
  levelForCompleted,
  localDayStartMs,
  localTaskDay,
  nextLevelAfter,
  nextLocalDayStartMs,
  pickGoods,
  referralCommissionAmount,
  tasksLeftToday,
  type TaskLevelRule,
} from './task.js';

const LEVELS: TaskLevelRule[] = [
  { level: 2, name: 'Silver', completedTasksNeeded: 10, tasksPerDay: 5, commissionPercent: '0.6' },
  { level: 1, name: 'Bronze', completedTasksNeeded: 0, tasksPerDay: 3, commissionPercent: '0.4' },
  { level: 3, name: 'Gold', completedTasksNeeded: 30, tasksPerDay: 8, commissionPercent: '0.8' },
];

describe('member levels', () => {
  it('is the highest level whose paid-order requirement is met', () => {
    expect(levelForCompleted(LEVELS, 0)?.level).toBe(1);
    expect(levelForCompleted(LEVELS, 9)?.level).toBe(1);
    expect(levelForCompleted(LEVELS, 10)?.level).toBe(2);
    expect(levelForCompleted(LEVELS, 29)?.level).toBe(2);
    expect(levelForCompleted(LEVELS, 500)?.level).toBe(3);
  });
  it('falls back to the lowest level when none is met, and null without levels', () => {
    expect(levelForCompleted([{ ...LEVELS[0], completedTasksNeeded: 5 } as TaskLevelRule], 0)?.level).toBe(2);
    expect(levelForCompleted([], 3)).toBeNull();
  });
  it('names the next level, or null at the top', () => {
    expect(nextLevelAfter(LEVELS, 0)?.level).toBe(2);
    expect(nextLevelAfter(LEVELS, 10)?.level).toBe(3);
    expect(nextLevelAfter(LEVELS, 30)).toBeNull();
  });
});

describe('commissions', () => {
  it('is price × percent at the currency scale, half away from zero', () => {
    expect(goodsOrderCommission('1000', '0.4', 'USDT').toFixed(2)).toBe('4.00');
    // 12.34 × 0.6 % = 0.07404 → 0.07; 0.125 → 0.13 (half up).
    expect(goodsOrderCommission('12.34', '0.6', 'USDT').toFixed(2)).toBe('0.07');
    expect(goodsOrderCommission('12.5', '1', 'USDT').toFixed(2)).toBe('0.13');
    expect(goodsOrderCommission('1', '0.123456789', 'BTC').toFixed()).toBe('0.00123457');
  });
  it('pays uplines a percent of the order commission', () => {
    expect(referralCommissionAmount('4.00', '10', 'USDT').toFixed(2)).toBe('0.40');
    expect(referralCommissionAmount('0.07', '5', 'USDT').toFixed(2)).toBe('0.00');
  });
});

describe('daily tasks', () => {
  it('never counts below zero tasks left', () => {
    expect(tasksLeftToday(3, 1)).toBe(2);
    expect(tasksLeftToday(3, 5)).toBe(0);
  });
  it('counts the day in the member’s own time zone', () => {
    const at = Date.UTC(2026, 0, 1, 22, 30); // 22:30 UTC
    expect(localTaskDay(at, 0)).toBe('2026-01-01');
    expect(localTaskDay(at, 8 * 60)).toBe('2026-01-02');
    expect(localTaskDay(Date.UTC(2026, 0, 1, 2, 0), -5 * 60)).toBe('2025-12-31');
    expect(localDayStartMs('2026-01-02', 8 * 60)).toBe(Date.UTC(2026, 0, 1, 16, 0));
    expect(nextLocalDayStartMs(at, 8 * 60)).toBe(Date.UTC(2026, 0, 2, 16, 0));
    expect(nextLocalDayStartMs(at, 0)).toBe(Date.UTC(2026, 0, 2, 0, 0));
  });
});

describe('grab countdown', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it('is zero before the first grab and after the interval', () => {
    expect(grabCountdown(null, 30, now)).toEqual({ secondsLeft: 0, nextGrabAt: now });
    expect(grabCountdown(now - 30_000, 30, now)).toEqual({ secondsLeft: 0, nextGrabAt: now });
  });
  it('counts up whole seconds left', () => {
    expect(grabCountdown(now - 10_500, 30, now)).toEqual({ secondsLeft: 20, nextGrabAt: now + 19_500 });
  });
});

describe('goods assignment', () => {
  const items = [
    { id: 1, price: '5.00', enabled: true },
    { id: 2, price: '100.00', enabled: true },
    { id: 3, price: '50.00', enabled: false },
    { id: 4, price: '100.01', enabled: true },
  ];
  it('offers only enabled items priced within the available balance', () => {
    expect(affordableGoods(items, '100').map((i) => i.id)).toEqual([1, 2]);
    expect(affordableGoods(items, '4.99')).toEqual([]);
  });
  it('picks the item the random index names, and nothing from an empty list', () => {
    expect(pickGoods(items, () => 1)?.id).toBe(2);
    expect(pickGoods([], () => 0)).toBeNull();
  });
});
