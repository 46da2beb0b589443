import { describe, expect, it } from 'vitest';
import { SUPPORT_ANSWER_PRESENCE_MS, clockTimeToMinutes, isSupportAvailable, isWithinSupportHours, lastSupportAnswerAt, type SupportSchedule } from './support-hours.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const DESK: SupportSchedule = { days: EVERY_DAY, opens: '09:00', closes: '21:00', utcOffset: '+08:00' };
/** Monday 5 January 2026, at a UTC time. */
const monday = (hours: number, minutes = 0) => Date.UTC(2026, 0, 5, hours, minutes);

describe('isWithinSupportHours', () => {
  it('is open from the opening minute to just before the closing one, in the desk’s own offset', () => {
    expect(isWithinSupportHours(DESK, monday(0, 59))).toBe(false);
    expect(isWithinSupportHours(DESK, monday(1, 0))).toBe(true);
    expect(isWithinSupportHours(DESK, monday(12, 59))).toBe(true);
    expect(isWithinSupportHours(DESK, monday(13, 0))).toBe(false);
  });

  it('opens only on its days, counted in its own offset', () => {
    const weekdays = { ...DESK, days: [1, 2, 3, 4, 5] };
    // Sunday 4 January 23:30 UTC is Monday 07:30 in UTC+08:00: a weekday, before opening.
    expect(isWithinSupportHours(weekdays, Date.UTC(2026, 0, 4, 23, 30))).toBe(false);
    expect(isWithinSupportHours(weekdays, monday(2))).toBe(true);
    // Saturday 10 January, 10:00 in UTC+08:00.
    expect(isWithinSupportHours(weekdays, Date.UTC(2026, 0, 10, 2))).toBe(false);
  });

  it('runs a night window past midnight as part of the day it opened', () => {
    const nights = { days: [5], opens: '22:00', closes: '06:00', utcOffset: '-03:00' };
    // Friday 9 January 2026, 23:00 at UTC-03:00, and Saturday 05:59 (still Friday's window).
    expect(isWithinSupportHours(nights, Date.UTC(2026, 0, 10, 2))).toBe(true);
    expect(isWithinSupportHours(nights, Date.UTC(2026, 0, 10, 8, 59))).toBe(true);
    expect(isWithinSupportHours(nights, Date.UTC(2026, 0, 10, 9))).toBe(false);
    // Thursday night is not Friday's.
    expect(isWithinSupportHours(nights, Date.UTC(2026, 0, 9, 2))).toBe(false);
  });

  it('is the whole day when it opens and closes at the same minute, and never when it cannot be read', () => {
    expect(isWithinSupportHours({ ...DESK, opens: '00:00', closes: '00:00' }, monday(23, 59))).toBe(true);
    expect(isWithinSupportHours({ ...DESK, opens: '9am' }, monday(2))).toBe(false);
    expect(isWithinSupportHours({ ...DESK, utcOffset: 'HKT' }, monday(2))).toBe(false);
  });

  it('reads clock times only as HH:MM', () => {
    expect(clockTimeToMinutes('21:30')).toBe(1290);
    expect(clockTimeToMinutes('24:00')).toBeNull();
    expect(clockTimeToMinutes('9:00')).toBeNull();
  });
});

describe('isSupportAvailable', () => {
  const closed = monday(14);
  it('is there with an agent at the console, within the hours, or just after an agent answered', () => {
    expect(isSupportAvailable({ agentOnline: false, schedule: DESK, lastAnswerAt: null }, closed)).toBe(false);
    expect(isSupportAvailable({ agentOnline: true, schedule: DESK, lastAnswerAt: null }, closed)).toBe(true);
    expect(isSupportAvailable({ agentOnline: false, schedule: DESK, lastAnswerAt: null }, monday(3))).toBe(true);
    expect(isSupportAvailable({ agentOnline: false, schedule: null, lastAnswerAt: closed - 60_000 }, closed)).toBe(true);
    expect(isSupportAvailable({ agentOnline: false, schedule: null, lastAnswerAt: closed - SUPPORT_ANSWER_PRESENCE_MS }, closed)).toBe(false);
  });

  it('finds support’s last answer among the messages', () => {
    expect(lastSupportAnswerAt([{ from: 'support', createdAt: 1 }, { from: 'support', createdAt: 5 }, { from: 'member', createdAt: 9 }])).toBe(5);
    expect(lastSupportAnswerAt([{ from: 'member', createdAt: 9 }])).toBeNull();
  });
});
