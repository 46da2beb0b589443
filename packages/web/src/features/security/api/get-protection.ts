import { API, ZGetProtectionResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { SECURITY_KEY } from './keys';

export function getProtection() {
  return request(API.security.getProtection, {}, ZGetProtectionResponse, { loading: false, quiet: true });
}

/** The whitelist, the withdrawal hold and the anti-phishing code. */
export const protectionQuery = queryOptions({
  queryKey: [...SECURITY_KEY, 'protection'],
  queryFn: async () => unwrap(getProtection()),
  staleTime: 0,
});

export function useProtection() {
  return useQuery(protectionQuery);
}
