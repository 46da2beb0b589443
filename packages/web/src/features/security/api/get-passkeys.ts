import { API, ZGetPasskeysResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { SECURITY_KEY } from './keys';

export function getPasskeys() {
  return request(API.security.getPasskeys, {}, ZGetPasskeysResponse, { loading: false, quiet: true });
}

/** The member's passkeys, oldest first. */
export const passkeysQuery = queryOptions({
  queryKey: [...SECURITY_KEY, 'passkeys'],
  queryFn: async () => (await unwrap(getPasskeys())).list,
  staleTime: 0,
});

export function usePasskeys() {
  return useQuery(passkeysQuery);
}
