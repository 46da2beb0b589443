import { API, ZGetSingleNowPriceResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** The pushes carry the price but not the 24 h volume: the quote is fetched again this often. */
export const QUOTE_REFRESH_MS = 60_000;

export function getSingleNowPrice(symbol: string) {
  return request(API.chain.getSingleNowPrice, { symbol }, ZGetSingleNowPriceResponse, { loading: false, quiet: true });
}

/** One pair's quote with its 24 h high, low and volume; `receivedAt` is the device time it arrived. */
export function singleNowPriceQuery(symbol: string) {
  return queryOptions({
    queryKey: ['market', 'single-now-price', symbol],
    queryFn: async () => ({ ...(await unwrap(getSingleNowPrice(symbol))), receivedAt: Date.now() }),
    refetchInterval: QUOTE_REFRESH_MS,
  });
}

export function useSingleNowPrice(symbol: string, enabled: boolean) {
  return useQuery({ ...singleNowPriceQuery(symbol), enabled });
}
