import { API, ZGetLimitsResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { LIMIT_KEY } from './keys';

export function getLimits() {
  return request(API.limit.getLimits, {}, ZGetLimitsResponse, { loading: false, quiet: true });
}

/** The member's limits, today's figures and the trading session going on. */
export const limitsQuery = queryOptions({
  queryKey: [...LIMIT_KEY, 'limits'],
  queryFn: async () => unwrap(getLimits()),
  staleTime: 0,
});

export function useLimits() {
  return useQuery(limitsQuery);
}
