import { API, CODE, ZOk, ZSignOutDeviceRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeSession } from '../../security/sessions.js';
import { isOwnLiveSession } from './member-sessions.js';

/** Why a signed-out device's open app is told it is signed out. */
export const SIGNED_OUT_REASON = 'signed_out_by_member';

/**
 * Ends one of the caller's sessions (the current one too: that is signing out here) and closes its
 * live sockets. Another member's session is "not found", exactly like one that does not exist.
 */
export const signOutDeviceCall = defineCall({
  path: API.security.signOutDevice,
  request: ZSignOutDeviceRequest,
  response: ZOk,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    if (!(await isOwnLiveSession(deps.db, memberId, input.sessionId, deps.clock.now()))) throw new AppError(CODE.NOT_FOUND, 'error.deviceNotFound');
    await revokeSession(deps.db, input.sessionId, deps.caches);
    deps.live.kickSessions([input.sessionId], SIGNED_OUT_REASON);
    return { ok: true as const };
  },
});
