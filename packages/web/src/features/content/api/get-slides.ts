import { API, ZGetSlideResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getSlides() {
  return request(API.common.getSlide, {}, ZGetSlideResponse, { loading: false, quiet: true });
}

/** The home banners; the operator changes them rarely. */
export const slidesQuery = queryOptions({
  queryKey: ['content', 'slides'],
  queryFn: async () => (await unwrap(getSlides())).list,
  staleTime: 5 * 60_000,
});

export function useSlides() {
  return useQuery(slidesQuery);
}
