import { API, ZGetEmailEnableRequest, ZGetEmailEnableResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The operator's email switch, as set now. */
export const getEmailEnableCall = defineCall({
  path: API.common.getEmailEnable,
  request: ZGetEmailEnableRequest,
  response: ZGetEmailEnableResponse,
  handler: async ({ deps }) => ({ enabled: await deps.settings.get('emailEnabled') }),
});
