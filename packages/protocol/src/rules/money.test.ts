import { describe, expect, it } from 'vitest';
import { currencyScale, formatAmount, isMoneyAmount, moneyAmountProblem, roundMoney } from './money.js';

describe('money rules', () => {
  it('keeps each currency at its scale, unknown ones at two decimals', () => {
    expect(currencyScale('USDT')).toBe(2);
    expect(currencyScale('btc')).toBe(8);
    expect(currencyScale('XYZ')).toBe(2);
  });

  it('rounds half away from zero at the scale', () => {
    expect(roundMoney('1.005', 'USDT').toFixed()).toBe('1.01');
    expect(roundMoney('1.004', 'USDT').toFixed()).toBe('1');
    expect(roundMoney('-1.005', 'USDT').toFixed()).toBe('-1.01');
    expect(formatAmount('12.5', 'USDT')).toBe('12.50');
    expect(formatAmount('0.123456789', 'BTC')).toBe('0.12345679');
  });

  it('accepts only positive amounts within the scale', () => {
    expect(isMoneyAmount('10', 'USDT')).toBe(true);
    expect(isMoneyAmount('10.25', 'USDT')).toBe(true);
    expect(isMoneyAmount('10.255', 'USDT')).toBe(false);
    expect(isMoneyAmount('0', 'USDT')).toBe(false);
    expect(isMoneyAmount('-1', 'USDT')).toBe(false);
    expect(isMoneyAmount('1e3', 'USDT')).toBe(false);
    expect(isMoneyAmount('0.00000001', 'BTC')).toBe(true);
  });

  it('names what is wrong with a typed amount: not a number, not above zero, or too many decimals', () => {
    for (const text of ['abc', '', '12,50', '1e3', '-1', '+5', ' 5', '.5', '5.']) expect(moneyAmountProblem(text, 'USDT')).toBe('not-a-number');
    expect(moneyAmountProblem('0', 'USDT')).toBe('not-positive');
    expect(moneyAmountProblem('0.00', 'USDT')).toBe('not-positive');
    expect(moneyAmountProblem('10.255', 'USDT')).toBe('too-many-decimals');
    expect(moneyAmountProblem('10.25', 'USDT')).toBeNull();
    expect(moneyAmountProblem('0.00000001', 'BTC')).toBeNull();
  });
});
