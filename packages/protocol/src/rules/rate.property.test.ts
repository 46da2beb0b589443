import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceRate } from './rate.js';

/**
 * The rate against decimal.js as the oracle, at a precision no quotient here can exhaust (its
 * default of 20 significant digits would round the quotient before the two decimals are taken).
 */
const Exact = Decimal.clone({ precision: 200 });

function oracle(current: string, reference: string): string {
  const cur = new Exact(current);
  const ref = new Exact(reference);
  if (ref.isZero()) return current;
  const pct = cur.minus(ref).div(ref).times(100).toDecimalPlaces(2, Exact.ROUND_HALF_UP);
  return (pct.isZero() ? new Exact(0) : pct).toFixed(2);
}

/** A price as a feed writes one: up to 12 integer digits and 0 to 10 decimals, now and then negative. */
const price = fc
  .tuple(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), fc.integer({ min: 0, max: 10 }))
  .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)).toFixed(scale));

describe('price rate, exactly', () => {
  it('matches exact decimal arithmetic rounded half away from zero, for any two prices', () => {
    fc.assert(
      fc.property(price, price, (current, reference) => {
        expect(priceRate(current, reference)).toBe(oracle(current, reference));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads numbers as their shortest text, exponents included', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e12, noNaN: true }), fc.double({ min: 1e-12, max: 1e12, noNaN: true }), (current, reference) => {
        expect(priceRate(current, reference)).toBe(oracle(String(current), String(reference)));
      }),
      { numRuns: 500 },
    );
  });

  it('rounds a half on the last place away from zero, on both sides', () => {
    expect(priceRate('100.005', '100')).toBe('0.01');
    expect(priceRate('99.995', '100')).toBe('-0.01');
    expect(priceRate('1.00004999', '1')).toBe('0.00');
    expect(priceRate('2', '3')).toBe('-33.33');
    expect(priceRate('1', '3')).toBe('-66.67');
  });

  it('gives 0.00 for what is not a finite decimal, and for prices a thousand places apart', () => {
    expect(priceRate('abc', '100')).toBe('0.00');
    expect(priceRate('100', 'NaN')).toBe('0.00');
    expect(priceRate(Number.POSITIVE_INFINITY, 1)).toBe('0.00');
    expect(priceRate('1e-2000', '1')).toBe('0.00');
  });
});
