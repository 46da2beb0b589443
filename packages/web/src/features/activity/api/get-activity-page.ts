import { API, ZGetActivityPageResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const ACTIVITY_PAGE_SIZE = 10;

export function getActivityPage(page: number) {
  return request(API.common.getActivityPage, { page, pageSize: ACTIVITY_PAGE_SIZE }, ZGetActivityPageResponse, { loading: false, quiet: true });
}

/** The operator's activities: ongoing first, then upcoming, then ended; a page at a time. */
export function activityPageQuery() {
  return infiniteQueryOptions({
    queryKey: ['activity', 'list'],
    queryFn: ({ pageParam }) => unwrap(getActivityPage(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 5 * 60_000,
  });
}

export function useActivityPage() {
  return useInfiniteQuery(activityPageQuery());
}
