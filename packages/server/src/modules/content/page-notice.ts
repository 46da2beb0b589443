import { count, desc } from 'drizzle-orm';
import { API, ZPageNoticeRequest, ZPageNoticeResponse } from '@meridian/protocol';
import { notices } from '../../db/schema/index.js';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import { shownAt } from './shown-now.js';

/** Platform notices, newest first, a page at a time, in the member's language. */
export const pageNoticeCall = defineCall({
  path: API.common.pageNotice,
  request: ZPageNoticeRequest,
  response: ZPageNoticeResponse,
  async handler({ deps, input, language }) {
    const { page, pageSize } = input;
    // Only what its dates show now: a notice scheduled ahead waits, an expired one is gone.
    const shown = shownAt(notices.startsAt, notices.endsAt, new Date(deps.clock.now()));
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ id: notices.id, title: notices.title, content: notices.content, createdAt: notices.createdAt })
        .from(notices)
        .where(shown)
        // The id breaks ties between notices published in the same instant, so pages never overlap.
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      deps.db.select({ value: count() }).from(notices).where(shown),
    ]);
    return {
      list: rows.map((row) => ({
        ...row,
        title: pickText(row.title, language),
        content: pickText(row.content, language),
        createdAt: row.createdAt.getTime(),
      })),
      total: total?.value ?? 0,
      page,
      pageSize,
    };
  },
});
