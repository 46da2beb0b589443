import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';
import styles from './paged-list.module.css';
import { QueryState } from './query-state';
import { StatusBlock } from './status-block';

/** One page of a paged call (`zPage` in the protocol). */
export interface ListPage<T> {
  list: T[];
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** One `<li>` per item. */
  renderItem: (item: T) => ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  /** Names the list for screen readers. */
  label?: string;
  /** The end-of-list and load-more-failed texts, when a feature words them its own way. */
  noMoreText?: string;
  loadMoreFailedText?: string;
  /** Skeleton rows while the first page loads. */
  loadingRows?: number;
}

/**
 * A list the server hands out a page at a time: its loading and failed states, the empty state, and
 * the next page loaded as the member scrolls to the end (with a retry when that fails).
 */
export function PagedList<T>({ query, renderItem, emptyTitle, emptyDescription, label, noMoreText, loadMoreFailedText, loadingRows = 5 }: PagedListProps<T>) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.list);

  if (items === undefined) {
    return (
      <Card>
        <QueryState
          isError={query.isError}
          rows={loadingRows}
          onRetry={() => {
            void query.refetch();
          }}
        />
      </Card>
    );
  }
  if (items.length === 0) {
    return (
      <Card>
        <StatusBlock status="empty" title={emptyTitle} description={emptyDescription} />
      </Card>
    );
  }

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    // InfiniteScroll offers a retry only when loading throws.
    if (result.isError) throw result.error;
  };

  return (
    <>
      <Card flush>
        <ul className={styles.list} aria-label={label}>
          {items.map(renderItem)}
        </ul>
      </Card>
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span>{noMoreText ?? t('list.noMore')}</span>
          ) : failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {loadMoreFailedText ?? t('list.loadMoreFailed')}
            </button>
          ) : (
            <span>{t('common.loading')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}

/** Next page number of a `zPage` answer, or undefined after the last one (TanStack's getNextPageParam). */
export function nextPageOf(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
