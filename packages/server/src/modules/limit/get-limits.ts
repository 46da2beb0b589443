import { API, ZGetLimitsRequest, ZGetLimitsResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { tradingLimitsOf } from './limits-view.js';

/** The caller's own limits, today's figures and the session going on. */
export const getLimitsCall = defineCall({
  path: API.limit.getLimits,
  request: ZGetLimitsRequest,
  response: ZGetLimitsResponse,
  async handler(context) {
    return tradingLimitsOf(context.deps, requireSession(context).memberId);
  },
});
