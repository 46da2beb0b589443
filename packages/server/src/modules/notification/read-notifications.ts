import { API, ZReadNotificationsRequest, ZReadNotificationsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { countUnreadNotifications, markNotificationsRead } from './notification-store.js';

/** Marks the member's notifications read (those named, or all) and answers what is left unread. Again is harmless. */
export const readNotificationsCall = defineCall({
  path: API.notification.readNotifications,
  request: ZReadNotificationsRequest,
  response: ZReadNotificationsResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await markNotificationsRead(deps.db, memberId, input.all === true ? { all: true } : { ids: input.ids ?? [] }, new Date(deps.clock.now()));
    return { unreadCount: await countUnreadNotifications(deps.db, memberId) };
  },
});
