import { API, ZGetLiabilitySnapshotResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LIABILITY_KEY } from './keys';

export function getLiabilitySnapshot() {
  return request(API.liability.getLiabilitySnapshot, {}, ZGetLiabilitySnapshotResponse, { loading: false, quiet: true });
}

/** The newest published snapshot (public: no login needed). */
export const liabilitySnapshotQuery = queryOptions({
  queryKey: [...LIABILITY_KEY, 'snapshot'],
  queryFn: async () => unwrap(getLiabilitySnapshot()),
});

export function useLiabilitySnapshot() {
  return useQuery(liabilitySnapshotQuery);
}
