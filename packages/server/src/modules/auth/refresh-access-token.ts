import { API, CODE, ZRefreshAccessTokenRequest, ZSessionTokens } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { rotateSession, tokensOf } from '../../security/sessions.js';

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
