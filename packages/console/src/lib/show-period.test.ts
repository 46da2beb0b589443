import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { periodBody, periodField, periodStage } from './show-period';

describe('a period members see a banner or notice in', () => {
  it('goes to the server as ISO times, an empty end as null, and comes back as the same range', () => {
    const startsAt = '2026-12-01T00:00:00.000Z';
    expect(periodBody([dayjs(startsAt), null])).toEqual({ startsAt, endsAt: null });
    expect(periodBody(null)).toEqual({ startsAt: null, endsAt: null });
    expect(periodBody(periodField({ startsAt, endsAt: '2026-12-31T12:00:00.000Z' }))).toEqual({ startsAt, endsAt: '2026-12-31T12:00:00.000Z' });
  });

  it('is scheduled before its start, shown from it, and ended at its end', () => {
    const period = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-02T00:00:00.000Z' };
    expect(periodStage(period, Date.parse('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(periodStage(period, Date.parse('2026-12-01T00:00:00Z'))).toBe('showing');
    expect(periodStage(period, Date.parse('2026-12-02T00:00:00Z'))).toBe('ended');
    expect(periodStage({ startsAt: null, endsAt: null }, 0)).toBe('showing');
  });
});
