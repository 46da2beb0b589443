import { API, CODE, ZLogoutRequest, ZOk, ZRefreshAccessTokenRequest, ZSessionTokens } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall, requireSession } from '../../http/define-call.js';
import { revokeSession, rotateSession, tokensOf } from '../../security/sessions.js';

/** A new token pair for a refresh token; the old pair stops working. */
export const refreshAccessTokenCall = defineCall({
  path: API.login.refreshAccessToken,
  request: ZRefreshAccessTokenRequest,
  response: ZSessionTokens,
  async handler({ deps, input }) {
    const rotated = await rotateSession(deps.db, input.refreshToken, deps.caches);
    if (!rotated) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
    return tokensOf(rotated);
  },
});

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
