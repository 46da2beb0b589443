import { API, ZPageNoticeResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export interface NoticePage {
  page: number;
  pageSize: number;
}

export function pageNotice({ page, pageSize }: NoticePage) {
  return request(API.common.pageNotice, { page, pageSize }, ZPageNoticeResponse, { loading: false, quiet: true });
}

/** One page of platform notices, newest first. */
export function pageNoticeQuery(page: NoticePage) {
  return queryOptions({
    queryKey: ['content', 'notices', page.page, page.pageSize],
    queryFn: () => unwrap(pageNotice(page)),
    staleTime: 60_000,
  });
}

export function usePageNotice(page: NoticePage) {
  return useQuery(pageNoticeQuery(page));
}
