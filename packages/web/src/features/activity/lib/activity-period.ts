import type { TActivity } from '@meridian/protocol';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/time';

/**
 * When an activity runs, in the member's time zone: both ends, only a start or an end, or
 * "always on" when it has neither.
 */
export function activityPeriod(t: TFunction, activity: Pick<TActivity, 'startsAt' | 'endsAt'>, timeZone?: string): string {
  const date = (epochMs: number) => formatDateTime(epochMs, timeZone);
  const { startsAt, endsAt } = activity;
  if (startsAt !== null && endsAt !== null) return t('activity.period', { start: date(startsAt), end: date(endsAt) });
  if (startsAt !== null) return t('activity.from', { start: date(startsAt) });
  if (endsAt !== null) return t('activity.until', { end: date(endsAt) });
  return t('activity.alwaysOn');
}
