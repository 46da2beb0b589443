import { API, ZGetNotificationPageRequest, ZGetNotificationPageResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { letterWordsOf, pageOfNotifications } from './notification-store.js';
import { toNotification } from './notification-view.js';

/** The member's notifications, newest first, worded in the member's language; `unread` keeps those not read yet. */
export const getNotificationPageCall = defineCall({
  path: API.notification.getNotificationPage,
  request: ZGetNotificationPageRequest,
  response: ZGetNotificationPageResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const { rows, total } = await pageOfNotifications(deps.db, memberId, { unreadOnly: input.unread === true, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    const words = await letterWordsOf(deps.db, rows);
    const list = rows.map((row) => toNotification(row, row.letterId === null ? undefined : words.get(row.letterId), language));
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
