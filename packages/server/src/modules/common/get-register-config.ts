import { API, ZGetRegisterConfigRequest, ZRegisterConfig } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** What registering asks for (invite code, which contact to prove), as the operator set it. */
export const getRegisterConfigCall = defineCall({
  path: API.common.getRegisterConfig,
  request: ZGetRegisterConfigRequest,
  response: ZRegisterConfig,
  handler: ({ deps }) => deps.settings.get('register'),
});
