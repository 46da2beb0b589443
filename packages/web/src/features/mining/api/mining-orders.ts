import { API, ZMiningOrdersResponse, type TMiningOrderStatus } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { nextPageOf } from '../../../components/paged-list';
import { request } from '../../../api/request';

export const MINING_ORDERS_PAGE_SIZE = 20;

export function miningOrders(page: number, status: TMiningOrderStatus | undefined) {
  return request(API.mining.orders, { page, pageSize: MINING_ORDERS_PAGE_SIZE, status }, ZMiningOrdersResponse, { loading: false, quiet: true });
}

/** The member's machines, newest first, a page at a time; all of them when `status` is absent. */
export function miningOrdersQuery(status?: TMiningOrderStatus) {
  return infiniteQueryOptions({
    queryKey: ['mining', 'orders', status ?? 'all'],
    queryFn: async ({ pageParam }) => unwrap(miningOrders(pageParam, status)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // A day's income may have been paid since: fresh whenever a record is opened.
    staleTime: 0,
  });
}

export function useMiningOrders(status?: TMiningOrderStatus) {
  return useInfiniteQuery(miningOrdersQuery(status));
}
