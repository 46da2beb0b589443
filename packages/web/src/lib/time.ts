import { relativeTime, timeZoneToMinutes } from '@meridian/protocol';
import type { TFunction } from 'i18next';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * `YYYY-MM-DD HH:mm` of an instant, in the member's own time zone (`±HH:MM`) when given and valid,
 * otherwise in the device's. Members compare times with bills and support, so the zone is theirs.
 */
export function formatDateTime(epochMs: number, memberTimeZone?: string): string {
  const offset = memberTimeZone === undefined ? null : timeZoneToMinutes(memberTimeZone);
  const date = offset === null ? new Date(epochMs) : new Date(epochMs + offset * 60_000);
  const utc = offset !== null;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  return `${year}-${pad(month + 1)}-${pad(day)} ${pad(hours)}:${pad(minutes)}`;
}

/** 'just now', 'N minutes ago' … up to 30 days, then the date (spec section 9). */
export function formatRelativeTime(t: TFunction, epochMs: number, nowMs: number = Date.now()): string {
  const relative = relativeTime(epochMs, nowMs);
  switch (relative.unit) {
    case 'justNow':
      return t('time.justNow');
    case 'minutes':
      return t('time.minutesAgo', { count: relative.count });
    case 'hours':
      return t('time.hoursAgo', { count: relative.count });
    case 'days':
      return t('time.daysAgo', { count: relative.count });
    case 'date':
      return formatDateTime(epochMs).slice(0, 10);
  }
}
