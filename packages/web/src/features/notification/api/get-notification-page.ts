import { API, ZGetNotificationPageResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';
import { NOTIFICATION_PAGE_KEY } from './keys';

export const NOTIFICATION_PAGE_SIZE = 20;

export function getNotificationPage(page: number) {
  return request(API.notification.getNotificationPage, { page, pageSize: NOTIFICATION_PAGE_SIZE }, ZGetNotificationPageResponse, { loading: false, quiet: true });
}

/** The member's notifications, newest first, a page at a time. */
export const notificationPageQuery = infiniteQueryOptions({
  queryKey: NOTIFICATION_PAGE_KEY,
  queryFn: async ({ pageParam }) => unwrap(getNotificationPage(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  // Something may have happened since the list was last open: opening it shows it at once.
  staleTime: 0,
});

export function useNotificationPage() {
  return useInfiniteQuery(notificationPageQuery);
}
