import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** A server time (ISO) as the operator reads it, in their own time zone. */
export function formatTime(iso: string | null | undefined): string {
  return iso === null || iso === undefined || iso === '' ? '—' : dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
}

/** How long ago, without "ago": "3 hours" (in the current dayjs locale). */
export function ageOf(iso: string): string {
  return dayjs(iso).fromNow(true);
}
