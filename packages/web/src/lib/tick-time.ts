import { timeZoneToMinutes } from '@meridian/protocol';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * `YYYY-MM-DD HH:mm:ss` of a recorded tick, in the member's zone when valid, else the device's.
 * Seconds matter here: a member finds the purchase and settlement ticks on the 1m chart by them.
 */
export function formatTickTime(epochMs: number, memberTimeZone?: string): string {
  const offset = memberTimeZone === undefined ? null : timeZoneToMinutes(memberTimeZone);
  const utc = offset !== null;
  const date = new Date(offset === null ? epochMs : epochMs + offset * 60_000);
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const hours = utc ? date.getUTCHours() : date.getHours();
  const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
  const seconds = utc ? date.getUTCSeconds() : date.getSeconds();
  return `${year}-${pad(month + 1)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
