import { API, ZGetLowerListResponse, type TTeamLevel } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const LOWER_LIST_PAGE_SIZE = 20;

export function getLowerList(level: TTeamLevel, page: number) {
  return request(API.agent.getLowerList, { level, page, pageSize: LOWER_LIST_PAGE_SIZE }, ZGetLowerListResponse, { loading: false, quiet: true });
}

/** The members one level below the member (1 = invited by them), newest first, a page at a time. */
export function lowerListQuery(level: TTeamLevel) {
  return infiniteQueryOptions({
    queryKey: ['member', 'team', 'lower', level],
    queryFn: async ({ pageParam }) => unwrap(getLowerList(level, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useLowerList(level: TTeamLevel) {
  return useInfiniteQuery(lowerListQuery(level));
}
