import { API, ZMaintainConfig } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getMaintainConfig() {
  return request(API.common.getMaintainConfig, {}, ZMaintainConfig, { loading: false });
}

/** How often the maintenance page asks whether the service is back. */
export const MAINTENANCE_POLL_MS = 5_000;

export function useMaintainConfig() {
  return useQuery({
    queryKey: ['common', 'maintain'],
    queryFn: () => unwrap(getMaintainConfig()),
    refetchInterval: MAINTENANCE_POLL_MS,
  });
}
