import { API, ZGetLetterUnReadLastRequest, ZGetLetterUnReadLastResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { listInbox } from './member-letter-store.js';

/** The newest letter the member has not read (the launch popup), or null. */
export const getLetterUnReadLastCall = defineCall({
  path: API.member.getLetterUnReadLast,
  request: ZGetLetterUnReadLastRequest,
  response: ZGetLetterUnReadLastResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    const { list } = await listInbox(context.deps.db, memberId, { unreadOnly: true, limit: 1, offset: 0, language: context.language });
    return list[0] ?? null;
  },
});
