import { API, ZGetOpenCurrencyListResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getOpenCurrencyList() {
  return request(API.chain.getOpenCurrencyList, {}, ZGetOpenCurrencyListResponse, { loading: false, quiet: true });
}

/** Every open currency with its last price; live pushes keep it current afterwards. */
export const openCurrencyListQuery = queryOptions({
  queryKey: ['market', 'open-currency-list'],
  queryFn: async () => (await unwrap(getOpenCurrencyList())).list,
});

export function useOpenCurrencyList() {
  return useQuery(openCurrencyListQuery);
}
