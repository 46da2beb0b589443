import type { TNotice } from '@meridian/protocol';
import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { NOTICE_KEY, pageNotice, pageNoticeListQuery } from '../../../api/shared/page-notice';

/** Notices asked for per page while looking for one, and how many pages at most. */
const SEARCH_PAGE_SIZE = 100;
const SEARCH_PAGES = 10;

function cachedNotice(queryClient: QueryClient, id: number): TNotice | undefined {
  const cached = queryClient.getQueryData<InfiniteData<{ list: TNotice[] }>>(pageNoticeListQuery.queryKey);
  return cached?.pages.flatMap((page) => page.list).find((notice) => notice.id === id);
}

/**
 * The protocol serves notices only as pages (spec section 7 has no single-notice call): a notice is
 * found in the list already loaded, or else by reading the pages newest first. Null when it is gone.
 */
async function findNotice(id: number): Promise<TNotice | null> {
  for (let page = 1; page <= SEARCH_PAGES; page += 1) {
    const result = await unwrap(pageNotice(page, SEARCH_PAGE_SIZE));
    const notice = result.list.find((item) => item.id === id);
    if (notice !== undefined) return notice;
    if (page * result.pageSize >= result.total) break;
  }
  return null;
}

export function useNotice(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: [...NOTICE_KEY, 'one', id],
      queryFn: async () => (id === null ? null : (cachedNotice(queryClient, id) ?? findNotice(id))),
      staleTime: 60_000,
    }),
  );
}
