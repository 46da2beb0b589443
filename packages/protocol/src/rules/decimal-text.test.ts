import { describe, expect, it } from 'vitest';
import { compareDecimalStrings, compareDecimalText, fixedDecimal, readDecimalText, signOf, type DecimalText } from './decimal-text.js';

/** The text, read; the tests below only pass finite ones. */
function read(value: string | number): DecimalText {
  const decimal = readDecimalText(value);
  if (decimal === undefined) throw new Error(`not a decimal: ${String(value)}`);
  return decimal;
}

describe('readDecimalText', () => {
  it('reads sign, digits and point, without leading or trailing zeros', () => {
    expect(readDecimalText('00123.4500')).toEqual({ negative: false, digits: '12345', point: 3 });
    expect(readDecimalText('-0.0012')).toEqual({ negative: true, digits: '12', point: -2 });
    expect(readDecimalText('+.5')).toEqual({ negative: false, digits: '5', point: 0 });
    expect(readDecimalText('5.')).toEqual({ negative: false, digits: '5', point: 1 });
    expect(readDecimalText('0.000')).toEqual({ negative: false, digits: '', point: 0 });
  });

  it('reads exponent forms, from text and from numbers', () => {
    expect(readDecimalText('1.5e+21')).toEqual({ negative: false, digits: '15', point: 22 });
    expect(readDecimalText(1.5e21)).toEqual({ negative: false, digits: '15', point: 22 });
    expect(readDecimalText(1e-7)).toEqual({ negative: false, digits: '1', point: -6 });
    expect(readDecimalText('-12.5E-3')).toEqual({ negative: true, digits: '125', point: -1 });
  });

  it('gives undefined for what is not a finite decimal', () => {
    for (const value of ['', '.', '+', 'e3', '1e', '1e+', '1..2', '1 ', '1_000', '0b101', 'NaN', 'Infinity', '--1']) expect(readDecimalText(value)).toBeUndefined();
    expect(readDecimalText(Number.NaN)).toBeUndefined();
    expect(readDecimalText(Number.NEGATIVE_INFINITY)).toBeUndefined();
  });

  it('follows decimal.js past its exponent limits: Infinity above, zero below', () => {
    expect(readDecimalText('1e9000000000000001')).toBeUndefined();
    expect(readDecimalText('1e-9000000000000002')).toEqual({ negative: false, digits: '', point: 0 });
  });
});

describe('fixedDecimal', () => {
  it('rounds down, toward zero, at any number of decimals', () => {
    expect(fixedDecimal(read('1.999'), 2, 'down')).toBe('1.99');
    expect(fixedDecimal(read('-1.999'), 2, 'down')).toBe('-1.99');
    expect(fixedDecimal(read('1.999'), 0, 'down')).toBe('1');
    expect(fixedDecimal(read('0.0000009'), 6, 'down')).toBe('0.000000');
    expect(fixedDecimal(read('123'), 3, 'down')).toBe('123.000');
  });

  it('rounds half up, away from zero, carrying through nines', () => {
    expect(fixedDecimal(read('9.995'), 2, 'half-up')).toBe('10.00');
    expect(fixedDecimal(read('999.999'), 2, 'half-up')).toBe('1000.00');
    expect(fixedDecimal(read('-0.995'), 2, 'half-up')).toBe('-1.00');
    expect(fixedDecimal(read('0.0049'), 2, 'half-up')).toBe('0.00');
    expect(fixedDecimal(read('0.005'), 2, 'half-up')).toBe('0.01');
    expect(fixedDecimal(read('0.0005'), 2, 'half-up')).toBe('0.00');
    expect(fixedDecimal(read('0.5'), 0, 'half-up')).toBe('1');
    expect(fixedDecimal(read('0.05'), 0, 'half-up')).toBe('0');
  });

  it('shows no minus on a value that rounds to zero', () => {
    expect(fixedDecimal(read('-0'), 2, 'half-up')).toBe('0.00');
    expect(fixedDecimal(read('-0.004'), 2, 'half-up')).toBe('0.00');
    expect(fixedDecimal(read('-0.009'), 2, 'down')).toBe('0.00');
  });

  it('refuses a number of decimals that is not a whole number from 0', () => {
    expect(() => fixedDecimal(read('1'), -1, 'down')).toThrow(RangeError);
    expect(() => fixedDecimal(read('1'), 1.5, 'down')).toThrow(RangeError);
  });
});

describe('signOf and compareDecimalText', () => {
  it('tells the sign, zero of either sign being 0', () => {
    expect(signOf(read('4.20'))).toBe(1);
    expect(signOf(read('-0.01'))).toBe(-1);
    expect(signOf(read('-0.00'))).toBe(0);
  });

  it('orders exactly, where floats could not', () => {
    const ordered = ['-100', '-99.99', '-0.5', '-0.05', '0', '0.000000000000000000001', '0.1', '0.12', '0.123', '0.13', '9', '10', '9007199254740993', '9007199254740993.01'];
    for (const [i, a] of ordered.entries()) {
      for (const [j, b] of ordered.entries()) expect(compareDecimalText(read(a), read(b)), `${a} vs ${b}`).toBe(Math.sign(i - j));
    }
  });

  it('finds equal what is written differently', () => {
    expect(compareDecimalText(read('5.00'), read('5'))).toBe(0);
    expect(compareDecimalText(read('-0.00'), read('0'))).toBe(0);
    expect(compareDecimalText(read('1e3'), read('1000.0'))).toBe(0);
  });

  it('compares decimal texts as typed, exactly, whatever the zeros and however many digits (the console\'s settings forms)', () => {
    expect(compareDecimalStrings('100', '99.99')).toBe(1);
    expect(compareDecimalStrings('10.50', '010.5')).toBe(0);
    expect(compareDecimalStrings('100.000000001', '100')).toBe(1);
    // Beyond a float's 15-16 significant digits, where Number() would call these equal.
    expect(compareDecimalStrings('123456789012345.67', '123456789012345.66')).toBe(1);
    expect(compareDecimalStrings('abc', '1')).toBeNull();
  });
});
