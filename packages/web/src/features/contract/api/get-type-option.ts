import { API, ZGetTypeOptionResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getTypeOption() {
  return request(API.contractShort.getTypeOption, {}, ZGetTypeOptionResponse, { loading: false, quiet: true });
}

/** The pairs contracts can be signed on. */
export const typeOptionQuery = queryOptions({
  queryKey: ['contract', 'type-option'],
  queryFn: async () => (await unwrap(getTypeOption())).list,
});

export function useTypeOption() {
  return useQuery(typeOptionQuery);
}
