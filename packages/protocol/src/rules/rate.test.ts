import { describe, expect, it } from 'vitest';
import { priceRate } from './rate.js';

describe('price rate', () => {
  it('is the percentage change with two decimals', () => {
    expect(priceRate('105', '100')).toBe('5.00');
    expect(priceRate('99.5', '100')).toBe('-0.50');
    expect(priceRate(64321.12, 63000)).toBe('2.10');
  });
  it('keeps the given value when the reference is zero', () => {
    expect(priceRate('12.5', '0')).toBe('12.5');
    expect(priceRate(3, 0)).toBe('3');
  });
  it('never shows minus zero', () => {
    expect(priceRate('99.9999', '100')).toBe('0.00');
  });
  it('rounds half away from zero', () => {
    expect(priceRate('100.005', '100')).toBe('0.01');
    expect(priceRate('99.995', '100')).toBe('-0.01');
  });
});
