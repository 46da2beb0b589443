import { API, ZSetAntiPhishingCodeRequest, ZSetAntiPhishingCodeResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMember } from '../member/member-info.js';
import { proveLoginPassword } from '../member/prove-secret.js';
import { updateMemberProtection } from './member-protection.js';
import { protectionOf } from './protection-view.js';

/** Sets or changes the caller's anti-phishing code, proven by the login password. */
export const setAntiPhishingCodeCall = defineCall({
  path: API.security.setAntiPhishingCode,
  request: ZSetAntiPhishingCodeRequest,
  response: ZSetAntiPhishingCodeResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    await proveLoginPassword(deps, await loadMember(deps, memberId), input.password);
    await updateMemberProtection(deps.db, memberId, { antiPhishingCode: input.code });
    return protectionOf(deps, memberId);
  },
});
