import { API, ZLogoutRequest, ZOk } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeSession } from '../../security/sessions.js';

/** Ends this login: its tokens stop working and its live sockets are told and closed. */
export const logoutCall = defineCall({
  path: API.member.logout,
  request: ZLogoutRequest,
  response: ZOk,
  async handler(context) {
    const { sessionId } = requireSession(context);
    await revokeSession(context.deps.db, sessionId, context.deps.caches);
    context.deps.live.kickSessions([sessionId], 'logout');
    return { ok: true as const };
  },
});
