import { API, ZMaintainConfig } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getMaintainConfig() {
  // Asked in the background (launch, polling): the maintenance page shows its own failed state.
  return request(API.common.getMaintainConfig, {}, ZMaintainConfig, { loading: false, quiet: true });
}

/** How often the maintenance page asks whether the service is back. */
export const MAINTENANCE_POLL_MS = 5_000;

/**
 * Asked afresh on every visit of the page: an answer kept from an earlier visit (maintenance on)
 * would bring a member back into a maintenance that has ended.
 */
export function useMaintainConfig() {
  return useQuery({
    queryKey: ['common', 'maintain'],
    queryFn: () => unwrap(getMaintainConfig()),
    refetchInterval: MAINTENANCE_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });
}
