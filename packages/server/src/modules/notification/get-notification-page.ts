import { inArray } from 'drizzle-orm';
import { API, ZGetNotificationPageRequest, ZGetNotificationPageResponse } from '@meridian/protocol';
import { letters } from '../../db/schema/index.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { pageOfNotifications } from './notification-store.js';
import { toNotification, type LetterWords } from './notification-view.js';

/** The member's notifications, newest first, worded in the member's language; `unread` keeps those not read yet. */
export const getNotificationPageCall = defineCall({
  path: API.notification.getNotificationPage,
  request: ZGetNotificationPageRequest,
  response: ZGetNotificationPageResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const { rows, total } = await pageOfNotifications(deps.db, memberId, { unreadOnly: input.unread === true, limit: input.pageSize, offset: (input.page - 1) * input.pageSize });
    // The letters the page's letter notifications show, in one read.
    const letterIds = [...new Set(rows.flatMap((row) => (row.letterId === null ? [] : [row.letterId])))];
    const words = new Map<number, LetterWords>();
    if (letterIds.length > 0) {
      for (const letter of await deps.db.select({ id: letters.id, title: letters.title, content: letters.content }).from(letters).where(inArray(letters.id, letterIds))) {
        words.set(letter.id, letter);
      }
    }
    const list = rows.map((row) => toNotification(row, row.letterId === null ? undefined : words.get(row.letterId), language));
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
