import { API, ZExistsUsernameRequest, ZExistsUsernameResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { findMemberByUsername } from '../member/member-store.js';

export const existsUsernameCall = defineCall({
  path: API.login.existsUsername,
  request: ZExistsUsernameRequest,
  response: ZExistsUsernameResponse,
  async handler({ deps, input, ip }) {
    await deps.limiter.enforce(deps.config.limits.existsUsernamePerIp, ip);
    return { exists: (await findMemberByUsername(deps.db, input.username)) !== null };
  },
});
