import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatMoney, formatPrice, formatRecordedPrice } from './money';

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

describe('formatPrice', () => {
  it('rounds half up at the scale, carrying into the whole part', () => {
    expect(formatPrice('9.995', 2)).toBe('10.00');
    expect(formatPrice('999.999', 2)).toBe('1,000.00');
    expect(formatPrice('999999.995', 2)).toBe('1,000,000.00');
    expect(formatPrice('0.994', 2)).toBe('0.99');
    expect(formatPrice('0.5', 0)).toBe('1');
    expect(formatPrice('64245.7', 2)).toBe('64,245.70');
  });

  it('rounds half away from zero on negatives, and shows no minus on a zero', () => {
    expect(formatPrice('-9.995', 2)).toBe('-10.00');
    expect(formatPrice('-1.234', 2)).toBe('-1.23');
    expect(formatPrice('-0.004', 2)).toBe('0.00');
    expect(formatPrice(-0, 2)).toBe('0.00');
    expect(formatPrice('-0.005', 2)).toBe('-0.01');
  });

  it('reads float prices through their shortest text, exponent forms included', () => {
    expect(formatPrice(0.1 + 0.2, 2)).toBe('0.30');
    expect(formatPrice(1e-7, 8)).toBe('0.00000010');
    expect(formatPrice(1e-7, 2)).toBe('0.00');
    expect(formatPrice(5e-7, 6)).toBe('0.000001');
    expect(formatPrice(1.5e21, 2)).toBe('1,500,000,000,000,000,000,000.00');
    expect(formatPrice(-2.5e-3, 2)).toBe('0.00');
    expect(formatPrice('1.23e+3', 1)).toBe('1,230.0');
    expect(formatPrice('1E-2', 3)).toBe('0.010');
  });

  it('keeps every digit of a long fraction and rounds at its last kept place', () => {
    expect(formatPrice('0.12345678901234567890123456789', 28)).toBe('0.1234567890123456789012345679');
    expect(formatPrice('1.99999999999999999999999999995', 28)).toBe('2.0000000000000000000000000000');
  });

  it('shows -- for what is not a finite number', () => {
    for (const value of ['', '.', '-', 'e5', '1e', '1.2.3', ' 1', '1,000', '0x1f', 'abc', 'NaN', 'Infinity', '-Infinity']) expect(formatPrice(value, 2)).toBe('--');
    expect(formatPrice(Number.NaN, 2)).toBe('--');
    expect(formatPrice(Number.POSITIVE_INFINITY, 2)).toBe('--');
    expect(formatPrice(new Decimal(Number.NaN), 2)).toBe('--');
    expect(formatPrice(new Decimal('-Infinity'), 2)).toBe('--');
  });

  it('takes a Decimal a page already holds', () => {
    expect(formatPrice(new Decimal('1234.5'), 2)).toBe('1,234.50');
    expect(formatPrice(new Decimal('1e+30'), 0)).toBe('1,000,000,000,000,000,000,000,000,000,000');
    expect(formatPrice(new Decimal('-1e-30'), 2)).toBe('0.00');
  });

  it('agrees with decimal.js on a spread of values', () => {
    const values = ['0', '-0', '5', '.5', '5.', '+7.25', '0.005', '0.015', '0.025', '1.0049999', '1.005', '12345.6789', '-12345.6789', '99.5', '-99.5', '1e3', '1.5e-3', '123456789012345678901234567890.5'];
    for (const value of values) {
      for (const decimals of [0, 1, 2, 3, 8]) {
        const decimal = new Decimal(value);
        // decimal.js's text, grouped and without the minus of a zero, as money.ts showed it before.
        const grouped = (fixed: string) => {
          const [whole = '', fraction] = fixed.replace(/^-(?=[0.]+$)/, '').split('.');
          const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
          return fraction === undefined ? text : `${text}.${fraction}`;
        };
        expect(formatPrice(value, decimals), `${value} at ${String(decimals)}`).toBe(grouped(decimal.toFixed(decimals, Decimal.ROUND_HALF_UP)));
        expect(formatMoney(value, decimals), `${value} at ${String(decimals)}`).toBe(grouped(decimal.toFixed(decimals, Decimal.ROUND_DOWN)));
      }
    }
  });
});

describe('formatMoney, edge cases', () => {
  it('never rounds up, however close to the next cent', () => {
    expect(formatMoney('9.999999999999999999')).toBe('9.99');
    expect(formatMoney('999.999')).toBe('999.99');
    expect(formatMoney(new Decimal('0.0099'))).toBe('0.00');
    expect(formatMoney('-999.999')).toBe('-999.99');
  });

  it('groups large and exponent amounts, and keeps other numbers of decimals', () => {
    expect(formatMoney('1e21')).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney('123456.789', 0)).toBe('123,456');
    expect(formatMoney('0.12345678', 8)).toBe('0.12345678');
    expect(formatMoney('-0.0000001', 6)).toBe('0.000000');
  });

  it('shows -- for what is not a finite number', () => {
    expect(formatMoney('')).toBe('--');
    expect(formatMoney('Infinity')).toBe('--');
  });
});
