import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney, formatRecordedPrice } from './money';

describe('formatMoney', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatMoney('10000')).toBe('10,000.00');
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney(new Decimal('0.1').plus('0.2'))).toBe('0.30');
  });

  it('rounds down, never showing more than is held', () => {
    expect(formatMoney('0.999')).toBe('0.99');
    expect(formatMoney('-12.345')).toBe('-12.34');
  });

  it('keeps precision a float would lose', () => {
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('shows -- for something that is not an amount, and no minus on zero', () => {
    expect(formatMoney('abc')).toBe('--');
    expect(formatMoney('-0.001')).toBe('0.00');
  });
});

describe('currencyLabel', () => {
  it('writes USDT with a colon (spec section 3)', () => {
    expect(currencyLabel('USDT')).toBe('USDT:');
    expect(currencyLabel('EUR')).toBe('EUR');
  });
});

describe('formatRecordedPrice', () => {
  it('groups a recorded price like the market screens and keeps its recorded decimals', () => {
    expect(formatRecordedPrice('64000.43')).toBe('64,000.43');
    expect(formatRecordedPrice('0.052310')).toBe('0.052310');
    expect(formatRecordedPrice('1234')).toBe('1,234');
  });
});
