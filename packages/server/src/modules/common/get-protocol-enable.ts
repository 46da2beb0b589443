import { API, ZGetProtocolEnableRequest, ZGetProtocolEnableResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** Whether registering asks to accept the user agreement, and which document that is. */
export const getProtocolEnableCall = defineCall({
  path: API.common.getProtocolEnable,
  request: ZGetProtocolEnableRequest,
  response: ZGetProtocolEnableResponse,
  async handler({ deps }) {
    const [enabled, register] = await Promise.all([deps.settings.get('protocolEnabled'), deps.settings.get('register')]);
    return { enabled, agreementCode: register.agreementCode };
  },
});
