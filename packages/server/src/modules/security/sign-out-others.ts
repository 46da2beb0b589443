import { API, ZSignOutOthersRequest, ZSignOutOthersResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeMemberSessions } from '../../security/sessions.js';
import { SIGNED_OUT_REASON } from './sign-out-device.js';

/** Ends every session of the caller but this one, and closes their live sockets. */
export const signOutOthersCall = defineCall({
  path: API.security.signOutOthers,
  request: ZSignOutOthersRequest,
  response: ZSignOutOthersResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId, sessionId } = requireSession(context);
    const ended = await revokeMemberSessions(deps.db, memberId, { exceptSessionId: sessionId, caches: deps.caches });
    deps.live.kickSessions(ended, SIGNED_OUT_REASON);
    return { count: ended.length };
  },
});
