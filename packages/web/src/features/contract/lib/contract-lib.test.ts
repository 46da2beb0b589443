import type { TSecondsOption } from '@meridian/protocol';
import { describe, expect, it } from 'vitest';
import { amountFieldError } from './contract-form';
import { amountProblem, contractQuote, quickAmounts } from './contract-quote';
import { percentLeft, secondsLeft } from './countdown';
import { settlementOutcome } from './settlement-outcome';
import { formatTickTime } from '../../../lib/tick-time';

const OPTION: TSecondsOption = { seconds: 30, yieldPercent: '85', minAmount: '10.00', maxAmount: '500.00', currency: 'USDT' };

describe('contract quote', () => {
  it('pays amount × (1 + yield) on a win and needs 1 / (1 + yield) of wins to break even', () => {
    expect(contractQuote('100', OPTION)).toEqual({ payout: '185.00', profit: '85.00', breakEven: '54.06' });
    expect(contractQuote('abc', OPTION)).toBeNull();
  });

  it('names what is wrong with an amount', () => {
    expect(amountProblem('', OPTION, '1000')).toBe('empty');
    expect(amountProblem('1.234', OPTION, '1000')).toBe('format');
    expect(amountProblem('9.99', OPTION, '1000')).toBe('belowMin');
    expect(amountProblem('500.01', OPTION, '1000')).toBe('aboveMax');
    expect(amountProblem('300', OPTION, '200')).toBe('aboveBalance');
    expect(amountProblem('200', OPTION, '200')).toBeNull();
  });

  it("says nothing about a blank amount, the form's message first, and more than the balance on screen", () => {
    const aboveBalance = () => 'above the balance';
    expect(amountFieldError('  ', 'Required', 'empty', aboveBalance)).toBeUndefined();
    expect(amountFieldError('5', 'Too little', 'belowMin', aboveBalance)).toBe('Too little');
    expect(amountFieldError('300', undefined, 'aboveBalance', aboveBalance)).toBe('above the balance');
    expect(amountFieldError('200', undefined, null, aboveBalance)).toBeUndefined();
  });

  it('offers the minimum, round amounts inside the limits, and the most the member can stake', () => {
    expect(quickAmounts(OPTION, '1000')).toEqual(['10.00', '50.00', '100.00', '500.00']);
    expect(quickAmounts(OPTION, '75.5')).toEqual(['10.00', '50.00', '75.50']);
  });
});

describe('countdown', () => {
  it('counts whole seconds up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(percentLeft(30_000, 30, 15_000)).toBe(50);
    expect(percentLeft(30_000, 30, 40_000)).toBe(0);
  });
});

describe('settlement outcome', () => {
  it('reads the status, and the profit sign when the status is not an outcome', () => {
    expect(settlementOutcome('lost', '-10.00')).toBe('lost');
    expect(settlementOutcome('win', '8.50')).toBe('won');
    expect(settlementOutcome('settled', '0.00')).toBe('draw');
    expect(settlementOutcome('settled', '-5.00')).toBe('lost');
  });
});

describe('tick time', () => {
  it('keeps the seconds, in the member zone', () => {
    expect(formatTickTime(Date.UTC(2024, 2, 1, 12, 0, 5), '+08:00')).toBe('2024-03-01 20:00:05');
  });
});
