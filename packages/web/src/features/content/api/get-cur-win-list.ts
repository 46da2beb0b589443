import { API, ZGetCurWinListResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** How often the home ticker asks for newly settled wins. */
export const WIN_LIST_REFRESH_MS = 30_000;

export function getCurWinList() {
  return request(API.common.getCurWinList, {}, ZGetCurWinListResponse, { loading: false, quiet: true });
}

/** Recent contract wins, newest first; polled while the ticker is on screen. */
export const curWinListQuery = queryOptions({
  queryKey: ['content', 'cur-win-list'],
  queryFn: async () => (await unwrap(getCurWinList())).list,
  refetchInterval: WIN_LIST_REFRESH_MS,
  staleTime: WIN_LIST_REFRESH_MS,
});

export function useCurWinList() {
  return useQuery(curWinListQuery);
}
