import { API, ZGetSignInsRequest, ZGetSignInsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { countSignIns, readSignIns } from '../auth/sign-in-history.js';

/** The caller's own sign-ins, newest first; every read is filtered by the session's member. */
export const getSignInsCall = defineCall({
  path: API.security.getSignIns,
  request: ZGetSignInsRequest,
  response: ZGetSignInsResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId, sessionId } = requireSession(context);
    const window = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
    const [rows, total] = await Promise.all([readSignIns(deps.db, memberId, window), countSignIns(deps.db, memberId)]);
    const list = rows.map(({ sessionId: opened, at, ...row }) => ({ ...row, at: Date.parse(at), current: opened === sessionId }));
    return { list, total, page: input.page, pageSize: input.pageSize };
  },
});
