import { API, ZGetMemberInfoRequest, ZMemberInfo } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { loadMemberInfo } from './member-info.js';

/** The caller's own profile: the member comes from the session, never from the request. */
export const getMemberInfoCall = defineCall({
  path: API.member.getMemberInfo,
  request: ZGetMemberInfoRequest,
  response: ZMemberInfo,
  async handler(context) {
    return loadMemberInfo(context.deps, requireSession(context).memberId);
  },
});
