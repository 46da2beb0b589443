import { API, ZPageNoticeResponse } from '@meridian/protocol';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../components/paged-list';
import { unwrap } from '../query-client';
import { request } from '../request';

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 20;
/** The one cache key every notice query starts with (home's marquee, the notice list, one notice). */
export const NOTICE_KEY = ['pageNotice'] as const;

/** One page of platform notices, newest first; the callers show an empty or failed list themselves. */
export function pageNotice(page: number, pageSize: number = NOTICE_PAGE_SIZE) {
  return request(API.common.pageNotice, { page, pageSize }, ZPageNoticeResponse, { loading: false, quiet: true });
}

/** One page on its own (home's marquee shows the newest few). */
export function pageNoticeQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...NOTICE_KEY, page, pageSize],
    queryFn: () => unwrap(pageNotice(page, pageSize)),
    staleTime: 60_000,
  });
}

export function usePageNotice(page: number, pageSize: number) {
  return useQuery(pageNoticeQuery(page, pageSize));
}

/** Every page, a page at a time (the notice list). */
export const pageNoticeListQuery = infiniteQueryOptions({
  queryKey: [...NOTICE_KEY, 'list'],
  queryFn: async ({ pageParam }) => unwrap(pageNotice(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 60_000,
});

export function usePageNoticeList() {
  return useInfiniteQuery(pageNoticeListQuery);
}
