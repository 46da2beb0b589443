import { useCustom } from '@refinedev/core';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import type { TPendingAnswer, TPendingOrder } from '@meridian/protocol';
import { LIST_PAGE_SIZE } from '../../config/lists';
import { readCall } from '../../api/admin-call';

/** The queue's filters: one member (a username or an id) and one kind of order. */
export interface PendingSearch {
  member?: string | undefined;
  kind?: TPendingOrder['kind'] | undefined;
}

export type PendingSortField = 'createdAt' | 'amount';
export interface PendingSort {
  field: PendingSortField;
  order: 'asc' | 'desc';
}

/** The order to work in: the oldest first (docs/console-api.md, `GET /admin/pending`). */
export const OLDEST_FIRST: PendingSort = { field: 'createdAt', order: 'asc' };

/** How antd's column header shows a sort, and back. */
export const sortOrderOf = (sort: PendingSort, field: PendingSortField): SortOrder => (sort.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);

/**
 * The review queue a page at a time (`GET /admin/pending`), with the operator's filters and sort.
 * A new search or sort starts again at the first page.
 */
export function usePendingQueue() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(LIST_PAGE_SIZE);
  const [search, setSearch] = useState<PendingSearch>({});
  const [sort, setSort] = useState<PendingSort>(OLDEST_FIRST);
  const { query, result } = useCustom<TPendingAnswer>({
    ...readCall('pending'),
    config: { query: { limit: pageSize, page, kind: search.kind, member: search.member, sort: sort.field, order: sort.order } },
    errorNotification: false,
    // A refusal says why at once, with its own Try again.
    queryOptions: { retry: false },
  });
  const answer: TPendingAnswer | null = query.isSuccess ? result.data : null;
  return {
    query,
    orders: answer?.orders ?? [],
    total: answer?.total ?? 0,
    page,
    pageSize,
    search,
    sort,
    /** Whether the page shows the whole queue's head: no filter, oldest first, first page. */
    showsQueueHead: page === 1 && search.kind === undefined && search.member === undefined && sort.field === OLDEST_FIRST.field && sort.order === OLDEST_FIRST.order,
    goTo: (nextPage: number, nextPageSize: number) => {
      setPage(nextPageSize === pageSize ? nextPage : 1);
      setPageSize(nextPageSize);
    },
    searchFor: (next: PendingSearch) => {
      setSearch(next);
      setPage(1);
    },
    sortBy: (next: PendingSort | null) => {
      setSort(next ?? OLDEST_FIRST);
      setPage(1);
    },
  };
}

export type PendingQueue = ReturnType<typeof usePendingQueue>;
