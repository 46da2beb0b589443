import { API, ZGetMaintainConfigRequest, ZMaintainConfig } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** Whether the platform is in maintenance, as the operator set it. */
export const getMaintainConfigCall = defineCall({
  path: API.common.getMaintainConfig,
  request: ZGetMaintainConfigRequest,
  response: ZMaintainConfig,
  handler: ({ deps }) => deps.settings.get('maintenance'),
});
