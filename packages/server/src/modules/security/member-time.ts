import { minutesToTimeZone, timeZoneToMinutes } from '@meridian/protocol';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as the member reads it in a message: `2026-03-05 14:30 (UTC+08:00)` in their own time
 * zone (UTC when it is unreadable). Written with digits only, so it needs no translation.
 */
export function formatMemberTime(epochMs: number, timeZone: string): string {
  const offsetMinutes = timeZoneToMinutes(timeZone) ?? 0;
  const local = new Date(epochMs + offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} (UTC${minutesToTimeZone(offsetMinutes)})`;
}
