import { describe, expect, it } from 'vitest';
import { exactAmount } from './exact-amount';

describe('exactAmount', () => {
  it('drops only the zeros past the cents and never rounds', () => {
    expect(exactAmount('300.00000000')).toBe('300.00');
    expect(exactAmount('0.00000001')).toBe('0.00000001');
    expect(exactAmount('12.34500000')).toBe('12.345');
    expect(exactAmount('7')).toBe('7.00');
  });

  it('groups thousands like every other amount in the app', () => {
    expect(exactAmount('1234567.00000001')).toBe('1,234,567.00000001');
    expect(exactAmount('1000000.50000000')).toBe('1,000,000.50');
  });
});
