import { formatDateTime } from '../../../lib/time';
import { useSession } from '../../../lib/session-store';

/** Times on the verification page, in the member's own time zone, as every other page shows them. */
export function useMemberTime(): (epochMs: number) => string {
  const timeZone = useSession((state) => state.user?.timeZone);
  return (epochMs) => formatDateTime(epochMs, timeZone);
}
