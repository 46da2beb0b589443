import { describe, expect, it } from 'vitest';
import { breakEvenWinRate, contractOutcome, contractWinPayout, formatBreakEvenWinRate, settleContract } from './contract-payout.js';

const TERMS = { purchasePrice: '100.5', amount: '10', yieldPercent: '85', currency: 'USDT' } as const;

describe('contract outcome', () => {
  it('wins up when the settlement tick is above the purchase tick, down when below', () => {
    expect(contractOutcome('up', '100.5', '100.51')).toBe('won');
    expect(contractOutcome('down', '100.5', '100.49')).toBe('won');
  });

  it('loses against the move', () => {
    expect(contractOutcome('up', '100.5', '100.49')).toBe('lost');
    expect(contractOutcome('down', '100.5', '100.51')).toBe('lost');
  });

  it('is a draw at an equal price, however the prices are written', () => {
    expect(contractOutcome('up', '100.5', '100.50000')).toBe('draw');
    expect(contractOutcome('down', '100.5', '100.5')).toBe('draw');
  });
});

describe('contract settlement', () => {
  it('pays amount × (1 + yield) on a win', () => {
    expect(settleContract({ ...TERMS, direction: 'up', settlePrice: '101' })).toEqual({ outcome: 'won', payout: '18.50', profit: '8.50' });
  });

  it('returns the amount on a draw', () => {
    expect(settleContract({ ...TERMS, direction: 'down', settlePrice: '100.5' })).toEqual({ outcome: 'draw', payout: '10.00', profit: '0.00' });
  });

  it('pays nothing on a loss', () => {
    expect(settleContract({ ...TERMS, direction: 'down', settlePrice: '101' })).toEqual({ outcome: 'lost', payout: '0.00', profit: '-10.00' });
  });

  it('rounds the winnings half away from zero at the currency scale', () => {
    // 3.33 × 1.855 = 6.17715 → 6.18
    expect(settleContract({ ...TERMS, amount: '3.33', yieldPercent: '85.5', direction: 'up', settlePrice: '200' }).payout).toBe('6.18');
    expect(contractWinPayout('3.33', '85.5', 'USDT')).toBe('6.18');
  });
});

describe('break-even win rate', () => {
  it('is 1 / (1 + yield)', () => {
    expect(breakEvenWinRate('100').toString()).toBe('0.5');
    expect(breakEvenWinRate('0').toString()).toBe('1');
  });

  it('is shown in percent, rounded up so it never looks better than it is', () => {
    // 1 / 1.85 = 0.540540… → 54.06 %
    expect(formatBreakEvenWinRate('85')).toBe('54.06');
    expect(formatBreakEvenWinRate('100')).toBe('50.00');
  });
});
