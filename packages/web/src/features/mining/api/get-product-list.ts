import { API, ZGetProductListResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getProductList() {
  return request(API.common.getProductList, {}, ZGetProductListResponse, { loading: false, quiet: true });
}

/** The machines on sale now. */
export const productListQuery = queryOptions({
  queryKey: ['mining', 'products'],
  queryFn: async () => unwrap(getProductList()),
});

export function useProductList() {
  return useQuery(productListQuery);
}
