import { Decimal } from 'decimal.js';

/**
 * The walk works in floats, but what leaves it is an integer count of the smallest shown unit
 * (10^-scale): integers add and compare exactly, so aggregation never drifts, and turning one into
 * a decimal string is exact.
 */
export function toUnits(value: number, scale: number): number {
  // A price never rounds down to zero: one smallest unit is the floor.
  return Math.max(1, Math.round(value * 10 ** scale));
}

/** Volume may be zero, a price may not. */
export function toVolumeUnits(value: number, scale: number): number {
  return Math.max(0, Math.round(value * 10 ** scale));
}

export function unitsToString(units: number | bigint, scale: number): string {
  if (typeof units === 'number' ? !Number.isSafeInteger(units) || units < 0 : units < 0n) throw new RangeError(`not a count of units: ${String(units)}`);
  if (scale === 0) return String(units);
  const digits = String(units).padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function unitsToDecimal(units: number | bigint, scale: number): Decimal {
  return new Decimal(unitsToString(units, scale));
}
