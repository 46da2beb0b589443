import { API, ZEditMemberAddressResponse, type TEditMemberAddressRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { ADDRESS_LIST_KEY } from './get-member-address';

/** Saves (adds or changes) or deletes an address; a refusal is toasted in the server's words. */
export function editMemberAddress(input: TEditMemberAddressRequest) {
  return request(API.member.editMemberAddress, input, ZEditMemberAddressResponse);
}

export function useEditMemberAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TEditMemberAddressRequest) => unwrap(editMemberAddress(input)),
    // The answer carries the whole list after the change (a new default unsets the old one).
    onSuccess: (result) => {
      queryClient.setQueryData(ADDRESS_LIST_KEY, result.list);
    },
  });
}
