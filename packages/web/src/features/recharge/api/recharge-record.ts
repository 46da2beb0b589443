import { API, UNFINISHED_RECHARGE_STATUSES, ZRechargeRecordResponse } from '@meridian/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';
import { ORDER_POLL_MS } from './get-order-info';
import { RECHARGE_KEYS } from './keys';

export const RECHARGE_RECORD_PAGE_SIZE = 20;

export function rechargeRecord(page: number) {
  return request(API.recharge.record, { page, pageSize: RECHARGE_RECORD_PAGE_SIZE }, ZRechargeRecordResponse, { loading: false, quiet: true });
}

/**
 * The member's deposit orders, newest first, a page at a time. The newest is the only one that
 * can still change (a new order is refused while one is unfinished), so the list is asked again
 * every 5 s while it waits, and on every visit.
 */
export function useRechargeRecord() {
  return useInfiniteQuery({
    queryKey: RECHARGE_KEYS.record,
    queryFn: async ({ pageParam }) => unwrap(rechargeRecord(pageParam)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    refetchInterval: (query) => {
      const newest = query.state.data?.pages[0]?.list[0];
      return newest !== undefined && UNFINISHED_RECHARGE_STATUSES.includes(newest.status) ? ORDER_POLL_MS : false;
    },
  });
}
