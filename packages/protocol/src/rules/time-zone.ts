/**
 * Member time zones are written `±HH:MM` (spec section 3). Converted to signed minutes east of UTC.
 * Returns null for anything else, so a bad value is never silently read as UTC.
 */
const TIME_ZONE = /^([+-])(\d{2})[:.]?(\d{2})$/;

export function timeZoneToMinutes(value: string): number | null {
  const match = TIME_ZONE.exec(value.trim());
  if (!match) return null;
  const [, sign, hh, mm] = match;
  const hours = Number(hh);
  const minutes = Number(mm);
  if (hours > 14 || minutes > 59) return null;
  const total = hours * 60 + minutes;
  return sign === '-' ? -total : total;
}

export function minutesToTimeZone(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

export function isValidTimeZone(value: string): boolean {
  return timeZoneToMinutes(value) !== null;
}
