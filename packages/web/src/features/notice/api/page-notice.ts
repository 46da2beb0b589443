import { API, ZPageNoticeResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const NOTICE_PAGE_SIZE = 20;
export const NOTICE_KEY = ['notices'] as const;

export function pageNotice(page: number, pageSize: number = NOTICE_PAGE_SIZE) {
  return request(API.common.pageNotice, { page, pageSize }, ZPageNoticeResponse, { loading: false, quiet: true });
}

/** The platform's notices, newest first, a page at a time. */
export const pageNoticeQuery = infiniteQueryOptions({
  queryKey: [...NOTICE_KEY, 'page'],
  queryFn: async ({ pageParam }) => unwrap(pageNotice(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 60_000,
});

export function usePageNotice() {
  return useInfiniteQuery(pageNoticeQuery);
}
