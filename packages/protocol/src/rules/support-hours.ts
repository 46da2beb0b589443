import { timeZoneToMinutes } from './time-zone.js';

/**
 * The support desk's published hours as rules read them: the week days it opens (0 Sunday … 6
 * Saturday, in its own UTC offset), from `opens` to `closes` (`HH:MM`). A window that closes at or
 * before it opens runs past midnight (`22:00`–`06:00`) and belongs to the day it opens; `opens`
 * equal to `closes` is the whole day.
 */
export interface SupportSchedule {
  days: readonly number[];
  opens: string;
  closes: string;
  /** `±HH:MM`, as member time zones are written. */
  utcOffset: string;
}

/** How long after support's last answer a member is still told that someone is there. */
export const SUPPORT_ANSWER_PRESENCE_MS = 10 * 60_000;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** 1970-01-01, day 0 of the epoch, was a Thursday. */
const EPOCH_WEEKDAY = 4;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of a `HH:MM` clock time; null for anything else. */
export function clockTimeToMinutes(value: string): number | null {
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function isClockTime(value: string): boolean {
  return clockTimeToMinutes(value) !== null;
}

/** Whether the desk is open at `nowMs` by its published hours; a schedule that cannot be read is never open. */
export function isWithinSupportHours(schedule: SupportSchedule, nowMs: number): boolean {
  const offset = timeZoneToMinutes(schedule.utcOffset);
  const opens = clockTimeToMinutes(schedule.opens);
  const closes = clockTimeToMinutes(schedule.closes);
  if (offset === null || opens === null || closes === null) return false;
  const localMinutes = Math.floor(nowMs / MINUTE_MS) + offset;
  const day = Math.floor(localMinutes / DAY_MINUTES);
  const minute = localMinutes - day * DAY_MINUTES;
  const weekday = (((day + EPOCH_WEEKDAY) % 7) + 7) % 7;
  const opensOn = (weekdayNumber: number) => schedule.days.includes(weekdayNumber);
  if (opens === closes) return opensOn(weekday);
  if (opens < closes) return opensOn(weekday) && minute >= opens && minute < closes;
  // Past midnight: the evening belongs to today's window, the small hours to yesterday's.
  if (minute >= opens) return opensOn(weekday);
  return minute < closes && opensOn((weekday + 6) % 7);
}

export interface SupportPresence {
  /** An operator who answers members has the console open now. */
  agentOnline: boolean;
  /** The published hours; null when none are published. */
  schedule: SupportSchedule | null;
  /** When support last wrote in the member's conversation (epoch ms), or null. */
  lastAnswerAt: number | null;
}

/** When support last wrote among a conversation's messages (epoch ms), or null. */
export function lastSupportAnswerAt(messages: readonly { from: string; createdAt: number }[]): number | null {
  return messages.findLast((message) => message.from === 'support')?.createdAt ?? null;
}

/**
 * Whether a member is told that support is there: an agent has the console open, the desk is
 * within its published hours, or an agent has just answered (whatever tool they answered from).
 */
export function isSupportAvailable(presence: SupportPresence, nowMs: number): boolean {
  if (presence.agentOnline) return true;
  // Either way round: the clock that stamped the answer (the server's) may run ahead of this one.
  if (presence.lastAnswerAt !== null && Math.abs(nowMs - presence.lastAnswerAt) < SUPPORT_ANSWER_PRESENCE_MS) return true;
  return presence.schedule !== null && isWithinSupportHours(presence.schedule, nowMs);
}
