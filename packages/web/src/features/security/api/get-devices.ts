import { API, ZGetDevicesResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { SECURITY_KEY } from './keys';

export function getDevices() {
  return request(API.security.getDevices, {}, ZGetDevicesResponse, { loading: false, quiet: true });
}

/** The member's signed-in sessions, the current one first. */
export const devicesQuery = queryOptions({
  queryKey: [...SECURITY_KEY, 'devices'],
  queryFn: async () => (await unwrap(getDevices())).list,
  staleTime: 0,
});

export function useDevices() {
  return useQuery(devicesQuery);
}
