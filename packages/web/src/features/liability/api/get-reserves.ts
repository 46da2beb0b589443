import { API, ZGetReservesResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LIABILITY_KEY } from './keys';

export function getReserves() {
  return request(API.liability.getReserves, {}, ZGetReservesResponse, { loading: false, quiet: true });
}

/** The reserves attested for the newest liabilities snapshot (public: no login needed). */
export const reservesQuery = queryOptions({
  queryKey: [...LIABILITY_KEY, 'reserves'],
  queryFn: async () => unwrap(getReserves()),
});

export function useReserves() {
  return useQuery(reservesQuery);
}
