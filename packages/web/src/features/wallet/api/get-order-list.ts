import { API, ZInterestOrderListResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const INTEREST_PAGE_SIZE = 20;
export type DepositStatus = 'holding' | 'extracted';

export function getInterestOrders(status: DepositStatus, page: number) {
  return request(API.interest.getOrderList, { status, page, pageSize: INTEREST_PAGE_SIZE }, ZInterestOrderListResponse, { loading: false, quiet: true });
}

/** The member's deposits of one status, newest first, with the current rules; a page at a time. */
export function interestOrdersQuery(status: DepositStatus) {
  return infiniteQueryOptions({
    queryKey: ['interest', 'orders', status],
    queryFn: async ({ pageParam }) => unwrap(getInterestOrders(status, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Income grows by the day: fresh whenever the wallet is opened.
    staleTime: 0,
  });
}

export function useInterestOrders(status: DepositStatus) {
  return useInfiniteQuery(interestOrdersQuery(status));
}
