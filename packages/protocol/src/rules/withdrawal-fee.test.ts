import { describe, expect, it } from 'vitest';
import { remainingWithdrawals, withdrawalCharges, withdrawalLimitProblem, type WithdrawalRules } from './withdrawal-fee.js';

const RULES: WithdrawalRules = {
  currency: 'USDT',
  minAmount: '10',
  maxAmount: '5000',
  dailyCount: 3,
  freeCount: 1,
  taxPercent: '2.5',
  feeAmount: '1',
};

describe('withdrawal charges', () => {
  it('charges only the fixed fee while the member is within the free count', () => {
    expect(withdrawalCharges('100', RULES, 0)).toEqual({ fee: '1.00', tax: '0.00', actualAmount: '99.00' });
  });

  it('taxes the withdrawals beyond the free count', () => {
    expect(withdrawalCharges('100', RULES, 1)).toEqual({ fee: '1.00', tax: '2.50', actualAmount: '96.50' });
    expect(withdrawalCharges('100', RULES, 2)).toEqual({ fee: '1.00', tax: '2.50', actualAmount: '96.50' });
  });

  it('rounds the tax half away from zero at the currency scale', () => {
    // 2.5 % of 10.10 is 0.2525 → 0.25; of 10.20 is 0.255 → 0.26; of 10.30 is 0.2575 → 0.26
    expect(withdrawalCharges('10.10', RULES, 1).tax).toBe('0.25');
    expect(withdrawalCharges('10.30', RULES, 1).tax).toBe('0.26');
    expect(withdrawalCharges('10.20', RULES, 1).tax).toBe('0.26');
    expect(withdrawalCharges('10.30', RULES, 1).actualAmount).toBe('9.04');
  });

  it('charges nothing when there is neither fee nor tax', () => {
    expect(withdrawalCharges('12.34', { ...RULES, feeAmount: '0', taxPercent: '0' }, 5)).toEqual({
      fee: '0.00',
      tax: '0.00',
      actualAmount: '12.34',
    });
  });
});

describe('withdrawal limits', () => {
  it('accepts an amount within the limits', () => {
    expect(withdrawalLimitProblem('10', RULES, 0)).toBeNull();
    expect(withdrawalLimitProblem('5000', RULES, 2)).toBeNull();
  });

  it('names the minimum and maximum it breaks', () => {
    expect(withdrawalLimitProblem('9.99', RULES, 0)).toEqual({ limit: 'min', amount: '10.00' });
    expect(withdrawalLimitProblem('5000.01', RULES, 0)).toEqual({ limit: 'max', amount: '5000.00' });
  });

  it('refuses once the daily count is used up', () => {
    expect(withdrawalLimitProblem('100', RULES, 3)).toEqual({ limit: 'daily', count: 3 });
    expect(remainingWithdrawals(RULES, 1)).toBe(2);
    expect(remainingWithdrawals(RULES, 5)).toBe(0);
  });

  it('treats an amount its charges would eat up as below the minimum', () => {
    expect(withdrawalLimitProblem('1', { ...RULES, minAmount: '0.5' }, 0)).toEqual({ limit: 'min', amount: '0.50' });
  });
});
