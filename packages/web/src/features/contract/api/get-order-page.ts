import { API, ZGetContractOrderPageResponse, type TContractOrderFilter } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { CONTRACT_ORDERS_KEY } from './keys';
import { nextPageOf } from '../../../components/paged-list';

export const CONTRACT_PAGE_SIZE = 20;

/** A page of the member's contracts; with `allname`, of that pair only. */
export function getOrderPage(status: TContractOrderFilter, page: number, pageSize: number = CONTRACT_PAGE_SIZE, allname?: string) {
  const payload = allname === undefined ? { status, page, pageSize } : { status, page, pageSize, allname };
  return request(API.contractShort.getOrderPage, payload, ZGetContractOrderPageResponse, { loading: false, quiet: true });
}

/** The member's running or finished contracts, newest first, a page at a time. */
export function contractOrdersQuery(status: TContractOrderFilter) {
  return infiniteQueryOptions({
    queryKey: [...CONTRACT_ORDERS_KEY, status],
    queryFn: async ({ pageParam }) => unwrap(getOrderPage(status, pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Running contracts settle within minutes: fresh whenever the record is opened.
    staleTime: 0,
  });
}

export function useContractOrders(status: TContractOrderFilter) {
  return useInfiniteQuery(contractOrdersQuery(status));
}
