import { API, ZGetLiabilityProofResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LIABILITY_KEY } from './keys';

export function getLiabilityProof() {
  return request(API.liability.getLiabilityProof, {}, ZGetLiabilityProofResponse, { loading: false, quiet: true });
}

/** The member's own leaf and path in the newest snapshot. */
export const liabilityProofQuery = queryOptions({
  queryKey: [...LIABILITY_KEY, 'proof'],
  queryFn: async () => unwrap(getLiabilityProof()),
  staleTime: 0,
});

export function useLiabilityProof() {
  return useQuery(liabilityProofQuery);
}
