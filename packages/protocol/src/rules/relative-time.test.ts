import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const MIN = 60_000;

describe('relative time', () => {
  it("says 'just now' under five minutes", () => {
    expect(relativeTime(NOW, NOW)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeTime(NOW - 4 * MIN - 59_000, NOW)).toEqual({ unit: 'justNow', count: 0 });
  });
  it('counts minutes, then hours, then days', () => {
    expect(relativeTime(NOW - 5 * MIN, NOW)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime(NOW - 59 * MIN, NOW)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(NOW - 60 * MIN, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(NOW - 23 * 60 * MIN, NOW)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(NOW - 24 * 60 * MIN, NOW)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(NOW - 30 * 24 * 60 * MIN, NOW)).toEqual({ unit: 'days', count: 30 });
  });
  it('falls back to the date past 30 days', () => {
    expect(relativeTime(NOW - 31 * 24 * 60 * MIN, NOW)).toEqual({ unit: 'date', count: 0 });
  });
  it('treats a time in the future as just now', () => {
    expect(relativeTime(NOW + 10 * MIN, NOW)).toEqual({ unit: 'justNow', count: 0 });
  });
});
