import { API, ZGetLetterPageRequest, ZGetLetterPageResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { listInbox } from './member-letter-store.js';

/** The member's inbox, newest first; `unread` keeps only the letters not read yet. */
export const getLetterPageCall = defineCall({
  path: API.member.getLetterPage,
  request: ZGetLetterPageRequest,
  response: ZGetLetterPageResponse,
  async handler(context) {
    const { deps, input, language } = context;
    const { memberId } = requireSession(context);
    const { list, total } = await listInbox(deps.db, memberId, {
      unreadOnly: input.unread === true,
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
      language,
    });
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
