import { API, ZGetKLineResponse, type KlineInterval } from '@meridian/protocol';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Candles per call: a screenful at any zoom, with room to scroll before the next page. */
export const KLINE_PAGE_SIZE = 300;

export interface GetKLineOptions {
  symbol: string;
  interval: KlineInterval;
  before?: number;
}

export function getKLine({ symbol, interval, before }: GetKLineOptions) {
  return request(API.chain.getKLine, { symbol, interval, limit: KLINE_PAGE_SIZE, before }, ZGetKLineResponse, { loading: false, quiet: true });
}

/**
 * A pair's candles of one interval, newest page first; each next page is older (`before`). Live
 * pushes keep the newest candle current, so the pages are not refetched when the window regains
 * focus (that would fetch every page again); opening the page again fetches them fresh.
 */
export function klineQuery(symbol: string, interval: KlineInterval) {
  return infiniteQueryOptions({
    queryKey: ['market', 'kline', symbol, interval],
    queryFn: async ({ pageParam }) => unwrap(getKLine({ symbol, interval, before: pageParam })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useKLine(symbol: string, interval: KlineInterval, enabled: boolean) {
  return useInfiniteQuery({ ...klineQuery(symbol, interval), enabled });
}
