import { API, ZGetMemberAddressResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export const ADDRESS_LIST_KEY = ['address', 'list'] as const;

export function getMemberAddress() {
  return request(API.member.getMemberAddress, {}, ZGetMemberAddressResponse, { loading: false, quiet: true });
}

/** The member's shipping addresses: the default first, then the newest. */
export function memberAddressQuery() {
  return queryOptions({
    queryKey: ADDRESS_LIST_KEY,
    queryFn: async () => (await unwrap(getMemberAddress())).list,
    staleTime: 60_000,
  });
}

export function useMemberAddresses() {
  return useQuery(memberAddressQuery());
}
