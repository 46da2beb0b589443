import { API, ZGetNotificationUnreadNumRequest, ZGetNotificationUnreadNumResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { countUnreadNotifications } from './notification-store.js';

/** The bell's count. Public, as the letters' badge: a visitor, or a stale token, has nothing unread. */
export const getNotificationUnreadNumCall = defineCall({
  path: API.notification.getNotificationUnreadNum,
  request: ZGetNotificationUnreadNumRequest,
  response: ZGetNotificationUnreadNumResponse,
  readsOptionalSession: true,
  async handler({ deps, session }) {
    if (!session) return { count: 0 };
    return { count: await countUnreadNotifications(deps.db, session.memberId) };
  },
});
