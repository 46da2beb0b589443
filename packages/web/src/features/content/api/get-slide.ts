import { API, ZGetSlideResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getSlide() {
  return request(API.common.getSlide, {}, ZGetSlideResponse, { loading: false, quiet: true });
}

/** The home banners; the operator changes them rarely. */
export const slideQuery = queryOptions({
  queryKey: ['content', 'slides'],
  queryFn: async () => (await unwrap(getSlide())).list,
  staleTime: 5 * 60_000,
});

export function useSlide() {
  return useQuery(slideQuery);
}
