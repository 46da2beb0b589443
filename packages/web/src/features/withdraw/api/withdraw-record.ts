import { API, ZWithdrawRecordResponse } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { nextPageOf } from '../../../components/paged-list';

export const WITHDRAW_RECORD_PAGE_SIZE = 20;

export function withdrawRecord(page: number) {
  return request(API.withdraw.record, { page, pageSize: WITHDRAW_RECORD_PAGE_SIZE }, ZWithdrawRecordResponse, { loading: false, quiet: true });
}

/** The member's withdrawals, newest first, a page at a time. */
export const withdrawRecordQuery = infiniteQueryOptions({
  queryKey: ['withdraw', 'record'],
  queryFn: async ({ pageParam }) => unwrap(withdrawRecord(pageParam)),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
  // An operator may have paid or rejected one since: fresh whenever the record is opened.
  staleTime: 0,
});

export function useWithdrawRecord() {
  return useInfiniteQuery(withdrawRecordQuery);
}
