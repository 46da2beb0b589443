import { minutesToTimeZone, timeZoneToMinutes } from '@meridian/protocol';

const pad = (value: number) => String(value).padStart(2, '0');

/** The member's offset from UTC in minutes (UTC when their time zone is unreadable). */
const offsetOf = (timeZone: string) => timeZoneToMinutes(timeZone) ?? 0;

/**
 * A moment's date and time to the second in the member's own time zone, `2026-03-05 14:30:15`,
 * as a spreadsheet reads it (their statement, bill-export.ts).
 */
export function memberLocalDateTime(epochMs: number, timeZone: string): string {
  const local = new Date(epochMs + offsetOf(timeZone) * 60_000);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
}

/** The member's zone as the messages write it: `UTC+08:00`. */
export function memberZoneName(timeZone: string): string {
  return `UTC${minutesToTimeZone(offsetOf(timeZone))}`;
}

/**
 * A moment as the member reads it in a message: `2026-03-05 14:30 (UTC+08:00)` in their own time
 * zone (UTC when it is unreadable). Written with digits only, so it needs no translation.
 */
export function formatMemberTime(epochMs: number, timeZone: string): string {
  return `${memberLocalDateTime(epochMs, timeZone).slice(0, 16)} (${memberZoneName(timeZone)})`;
}
