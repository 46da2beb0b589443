import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { activityPeriod } from './activity-period';

/** Echoes the key and its values, so the test sees which text was chosen and with what. */
const t = ((key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
const START = Date.UTC(2025, 0, 10, 1, 30);
const END = Date.UTC(2025, 1, 1, 15, 0);

describe('activityPeriod', () => {
  it('shows both ends in the member’s time zone', () => {
    expect(activityPeriod(t, { startsAt: START, endsAt: END }, '+08:00')).toBe(
      'activity.period {"start":"2025-01-10 09:30","end":"2025-02-01 23:00"}',
    );
  });

  it('shows only the start of an open-ended activity', () => {
    expect(activityPeriod(t, { startsAt: START, endsAt: null }, '-05:00')).toBe('activity.from {"start":"2025-01-09 20:30"}');
  });

  it('shows only the end of one that has always been on', () => {
    expect(activityPeriod(t, { startsAt: null, endsAt: END }, '+00:00')).toBe('activity.until {"end":"2025-02-01 15:00"}');
  });

  it('says always on when there is neither', () => {
    expect(activityPeriod(t, { startsAt: null, endsAt: null })).toBe('activity.alwaysOn {}');
  });
});
