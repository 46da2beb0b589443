import { API, ZGetProtectionRequest, ZGetProtectionResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { protectionOf } from './protection-view.js';

/** The caller's whitelist, withdrawal hold and anti-phishing code, and when each destination is usable. */
export const getProtectionCall = defineCall({
  path: API.security.getProtection,
  request: ZGetProtectionRequest,
  response: ZGetProtectionResponse,
  async handler(context) {
    return protectionOf(context.deps, requireSession(context).memberId);
  },
});
