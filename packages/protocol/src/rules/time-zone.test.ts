import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesToTimeZone, timeZoneToMinutes } from './time-zone.js';

describe('time zone', () => {
  it('converts ±HH:MM to signed minutes', () => {
    expect(timeZoneToMinutes('+08:00')).toBe(480);
    expect(timeZoneToMinutes('-05:30')).toBe(-330);
    expect(timeZoneToMinutes('+00:00')).toBe(0);
    expect(timeZoneToMinutes('+05:45')).toBe(345);
  });
  it('accepts other separators between hours and minutes', () => {
    expect(timeZoneToMinutes('+0800')).toBe(480);
    expect(timeZoneToMinutes('-03.30')).toBe(-210);
  });
  it('returns null for anything else instead of guessing UTC', () => {
    expect(timeZoneToMinutes('08:00')).toBeNull();
    expect(timeZoneToMinutes('+8:00')).toBeNull();
    expect(timeZoneToMinutes('+15:00')).toBeNull();
    expect(timeZoneToMinutes('+08:60')).toBeNull();
    expect(timeZoneToMinutes('UTC')).toBeNull();
  });
  it('round-trips every valid offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -14 * 60, max: 14 * 60 }), (minutes) => {
        expect(timeZoneToMinutes(minutesToTimeZone(minutes))).toBe(minutes);
      }),
    );
  });
});
