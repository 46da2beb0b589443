import { API, ZGetNotificationUnreadNumResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { NOTIFICATION_UNREAD_NUM_KEY } from './keys';

export function getNotificationUnreadNum() {
  return request(API.notification.getNotificationUnreadNum, {}, ZGetNotificationUnreadNumResponse, { loading: false, quiet: true });
}

/** The bell's count: the member's notifications not read yet. */
export const notificationUnreadNumQuery = queryOptions({
  queryKey: NOTIFICATION_UNREAD_NUM_KEY,
  queryFn: async () => unwrap(getNotificationUnreadNum()),
  select: (data) => data.count,
  // Asked again each time a bell is shown: reading a letter (another feature) reads its notification too.
  staleTime: 0,
});

/** The unread count while a member is signed in; 0 for a visitor (the server would say 0 too: no call). */
export function useNotificationUnreadNum(): number {
  const signedIn = useSession((state) => state.token !== null);
  const query = useQuery({ ...notificationUnreadNumQuery, enabled: signedIn });
  return signedIn ? (query.data ?? 0) : 0;
}
