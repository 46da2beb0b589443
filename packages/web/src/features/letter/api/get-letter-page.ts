import { API, ZGetLetterPageResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';
import { LETTER_KEY } from './keys';

export const LETTER_PAGE_SIZE = 20;

export function getLetterPage(page: number) {
  return request(API.member.getLetterPage, { page, pageSize: LETTER_PAGE_SIZE }, ZGetLetterPageResponse, { loading: false, quiet: true });
}

/** The member's inbox, newest first, a page at a time. */
export const letterPageQuery = infiniteQueryOptions({
  queryKey: [...LETTER_KEY, 'page'],
  queryFn: async ({ pageParam }) => unwrap(getLetterPage(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  // A letter may have arrived since: opening the inbox shows it at once.
  staleTime: 0,
});

export function useLetterPage() {
  return useInfiniteQuery(letterPageQuery);
}
