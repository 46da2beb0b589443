import { API, ZPageNoticeResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const NOTICE_PAGE_SIZE = 20;
export const NOTICES_KEY = ['notices'] as const;

export function getNoticePage(page: number, pageSize: number = NOTICE_PAGE_SIZE) {
  return request(API.common.pageNotice, { page, pageSize }, ZPageNoticeResponse, { loading: false, quiet: true });
}

/** The platform's notices, newest first, a page at a time. */
export const noticePageQuery = infiniteQueryOptions({
  queryKey: [...NOTICES_KEY, 'page'],
  queryFn: async ({ pageParam }) => unwrap(getNoticePage(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 60_000,
});

export function useNoticePage() {
  return useInfiniteQuery(noticePageQuery);
}
