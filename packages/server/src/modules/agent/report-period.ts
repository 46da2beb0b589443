import { timeZoneToMinutes, type TAgentReportPeriod } from '@meridian/protocol';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When a report period began, epoch ms, in the member's time zone: today since local midnight,
 * the week since Monday 00:00, the month since the 1st; null for all time.
 */
export function periodStart(period: TAgentReportPeriod, nowMs: number, timeZone: string): number | null {
  if (period === 'all') return null;
  // A bad stored zone is read as UTC rather than failing the report.
  const offsetMs = (timeZoneToMinutes(timeZone) ?? 0) * MINUTE_MS;
  const localNow = nowMs + offsetMs;
  const localMidnight = Math.floor(localNow / DAY_MS) * DAY_MS;
  const localDay = new Date(localMidnight);
  let localStart = localMidnight;
  if (period === 'week') localStart = localMidnight - ((localDay.getUTCDay() + 6) % 7) * DAY_MS;
  if (period === 'month') localStart = Date.UTC(localDay.getUTCFullYear(), localDay.getUTCMonth(), 1);
  return localStart - offsetMs;
}
