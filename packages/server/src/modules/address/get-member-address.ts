import { API, ZGetMemberAddressRequest, ZGetMemberAddressResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { listMemberAddresses } from './member-address-store.js';

/** The member's shipping addresses, the default first. */
export const getMemberAddressCall = defineCall({
  path: API.member.getMemberAddress,
  request: ZGetMemberAddressRequest,
  response: ZGetMemberAddressResponse,
  async handler(context) {
    const { memberId } = requireSession(context);
    return { list: await listMemberAddresses(context.deps.db, memberId) };
  },
});
