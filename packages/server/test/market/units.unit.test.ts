import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toUnits, unitsToDecimal, unitsToString } from '../../src/market/units.js';

describe('units', () => {
  it('writes integer units as exact decimal strings at the scale', () => {
    expect(unitsToString(6_400_012, 2)).toBe('64000.12');
    expect(unitsToString(5, 6)).toBe('0.000005');
    expect(unitsToString(42, 0)).toBe('42');
    expect(() => unitsToString(1.5, 2)).toThrow(RangeError);
  });

  it('never rounds a price to zero', () => {
    expect(toUnits(0.0000001, 2)).toBe(1);
    expect(toUnits(0.125, 2)).toBe(13);
  });

  it('round-trips through Decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 0, max: 8 }), (units, scale) => {
        expect(unitsToDecimal(units, scale).times(10 ** scale).toFixed()).toBe(String(units));
      }),
    );
  });
});
