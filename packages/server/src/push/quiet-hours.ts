import type { TQuietHours } from '@meridian/protocol';

/** Minutes since midnight of `at` in `timeZone` (the member's own clock on the wall). */
export function minuteOfDayIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: 'hour' | 'minute') => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * Whether `at` falls in the member's quiet hours: from `from` (included) to `to` (excluded), on
 * their wall clock; a span with `from` after `to` runs over midnight (22:00 → 07:00).
 */
export function isQuietAt(at: Date, quiet: TQuietHours): boolean {
  const minute = minuteOfDayIn(at, quiet.timeZone);
  return quiet.from < quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}
