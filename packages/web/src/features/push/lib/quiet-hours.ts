import { MINUTES_PER_DAY } from '@meridian/protocol';

/** What turning quiet hours on starts from: the night, 22:00 to 07:00. */
export const DEFAULT_QUIET_HOURS = { from: 22 * 60, to: 7 * 60 } as const;

/** The picker offers every fifth minute: a quiet hour is chosen to the quarter, not the minute. */
export const QUIET_MINUTE_STEP = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/** `22:00` for 1320 minutes since midnight. */
export function clockOf(minuteOfDay: number): string {
  const minutes = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The IANA zone this device is set to ("Asia/Hong_Kong"): quiet hours follow its summer time. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
