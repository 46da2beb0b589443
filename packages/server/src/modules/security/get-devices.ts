import { API, ZGetDevicesRequest, ZGetDevicesResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { readDevices } from './member-sessions.js';

/** The caller's signed-in sessions, the current one first and marked. */
export const getDevicesCall = defineCall({
  path: API.security.getDevices,
  request: ZGetDevicesRequest,
  response: ZGetDevicesResponse,
  async handler(context) {
    const { deps } = context;
    const { memberId, sessionId } = requireSession(context);
    return { list: await readDevices(deps.db, memberId, sessionId, deps.clock.now()) };
  },
});
