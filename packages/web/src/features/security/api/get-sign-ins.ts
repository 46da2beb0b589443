import { API, ZGetSignInsResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';
import { SECURITY_KEY } from './keys';

export const SIGN_IN_PAGE_SIZE = 20;

export function getSignIns(page: number) {
  return request(API.security.getSignIns, { page, pageSize: SIGN_IN_PAGE_SIZE }, ZGetSignInsResponse, { loading: false, quiet: true });
}

/** The member's sign-ins of the last 90 days, newest first, a page at a time. */
export const signInsQuery = infiniteQueryOptions({
  queryKey: [...SECURITY_KEY, 'signIns'],
  queryFn: async ({ pageParam }) => unwrap(getSignIns(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 0,
});

export function useSignIns() {
  return useInfiniteQuery(signInsQuery);
}
