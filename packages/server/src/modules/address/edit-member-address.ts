import { API, ZEditMemberAddressRequest, ZEditMemberAddressResponse } from '@meridian/protocol';
import { defineCall, requireSession } from '../../http/define-call.js';
import { listMemberAddresses } from './member-address-store.js';
import { deleteMemberAddress, saveMemberAddress } from './save-member-address.js';

/**
 * Creates, updates or deletes one of the member's addresses in one transaction, keeping exactly
 * one default while any exist. Another member's address is answered as not found.
 */
export const editMemberAddressCall = defineCall({
  path: API.member.editMemberAddress,
  request: ZEditMemberAddressRequest,
  response: ZEditMemberAddressResponse,
  async handler(context) {
    const { deps, input } = context;
    const { memberId } = requireSession(context);
    const at = new Date(deps.clock.now());
    return deps.db.transaction(async (tx) => {
      if (input.delete === true) {
        await deleteMemberAddress(tx, memberId, input.id, at);
        return { address: null, list: await listMemberAddresses(tx, memberId) };
      }
      const address = await saveMemberAddress(tx, memberId, input, at);
      return { address, list: await listMemberAddresses(tx, memberId) };
    });
  },
});
