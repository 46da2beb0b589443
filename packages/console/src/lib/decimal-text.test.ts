import { describe, expect, it } from 'vitest';
import { compareDecimalText, isDecimalText } from './decimal-text';

describe('decimal texts', () => {
  it('accepts digits with an optional fraction, and nothing else', () => {
    expect(['0', '100', '0.5', '99.50', '007'].every(isDecimalText)).toBe(true);
    expect(['', '-1', '1.', '.5', '1e3', ' 1', '1,000', '12.3.4'].some(isDecimalText)).toBe(false);
  });

  it('compares exactly, whatever the zeros and however many digits', () => {
    expect(compareDecimalText('100', '99.99')).toBe(1);
    expect(compareDecimalText('99.99', '100')).toBe(-1);
    expect(compareDecimalText('10.50', '010.5')).toBe(0);
    expect(compareDecimalText('0', '0.000')).toBe(0);
    expect(compareDecimalText('0.1', '0.09')).toBe(1);
    expect(compareDecimalText('100.000000001', '100')).toBe(1);
    // Beyond a float's 15-16 significant digits, where Number() would call these equal.
    expect(compareDecimalText('123456789012345.67', '123456789012345.66')).toBe(1);
  });
});
