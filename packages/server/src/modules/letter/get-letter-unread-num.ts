import { API, ZGetLetterUnReadNumRequest, ZGetLetterUnReadNumResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { countUnread } from './member-letter-store.js';

/** The unread badge. Public (spec section 5): a visitor, or a stale token, has no unread letters. */
export const getLetterUnReadNumCall = defineCall({
  path: API.member.getLetterUnReadNum,
  request: ZGetLetterUnReadNumRequest,
  response: ZGetLetterUnReadNumResponse,
  readsOptionalSession: true,
  async handler({ deps, session }) {
    if (!session) return { count: 0 };
    return { count: await countUnread(deps.db, session.memberId) };
  },
});
