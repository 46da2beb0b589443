/**
 * Relative time (spec section 9): under 5 minutes 'just now', then minutes, hours, days up to
 * 30 days; older than that the caller shows the date. Returns a unit and count for i18n.
 */
export type RelativeTime =
  | { unit: 'justNow'; count: 0 }
  | { unit: 'minutes' | 'hours' | 'days'; count: number }
  | { unit: 'date'; count: 0 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const diff = Math.max(0, nowMs - thenMs);
  if (diff < 5 * MINUTE) return { unit: 'justNow', count: 0 };
  if (diff < HOUR) return { unit: 'minutes', count: Math.floor(diff / MINUTE) };
  if (diff < DAY) return { unit: 'hours', count: Math.floor(diff / HOUR) };
  if (diff <= 30 * DAY) return { unit: 'days', count: Math.floor(diff / DAY) };
  return { unit: 'date', count: 0 };
}
