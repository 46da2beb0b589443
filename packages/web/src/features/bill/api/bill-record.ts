import { API, ZBillRecordResponse, type TBillType } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

/** Bills per page: a screenful and a half, so the list scrolls before it asks for more. */
export const BILL_PAGE_SIZE = 20;

export function billRecord(page: number, type: TBillType | undefined) {
  return request(API.balanceBill.record, { page, pageSize: BILL_PAGE_SIZE, type }, ZBillRecordResponse, { loading: false, quiet: true });
}

/** The member's bills of one type (or all), newest first, a page at a time. */
export function billRecordQuery(type: TBillType | undefined) {
  return infiniteQueryOptions({
    queryKey: ['bill', 'record', type ?? 'all'],
    queryFn: async ({ pageParam }) => unwrap(billRecord(pageParam, type)),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Every money movement adds a bill: opening the page shows the newest at once.
    staleTime: 0,
  });
}

export function useBillRecord(type: TBillType | undefined) {
  return useInfiniteQuery(billRecordQuery(type));
}
