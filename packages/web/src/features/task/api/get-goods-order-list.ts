import { API, ZGetGoodsOrderListResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_ORDERS_KEY } from './keys';
import { nextPageOf } from '../../../components/paged-list';

export const GOODS_ORDERS_PAGE_SIZE = 20;

export function getGoodsOrderList(page: number) {
  return request(API.task.getGoodsOrderList, { page, pageSize: GOODS_ORDERS_PAGE_SIZE }, ZGetGoodsOrderListResponse, { loading: false, quiet: true });
}

/** The member's goods orders, newest first, a page at a time. */
export const goodsOrderListQuery = infiniteQueryOptions({
  queryKey: TASK_ORDERS_KEY,
  queryFn: async ({ pageParam }) => unwrap(getGoodsOrderList(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  staleTime: 0,
});

export function useGoodsOrderList() {
  return useInfiniteQuery(goodsOrderListQuery);
}
