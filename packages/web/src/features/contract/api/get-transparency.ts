import { API, ZGetTransparencyResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getTransparency() {
  return request(API.contractShort.getTransparency, {}, ZGetTransparencyResponse, { loading: false, quiet: true });
}

/** Public figures per duration: the yield, the break-even rate, and the last 24 hours' stakes and payouts. */
export const transparencyQuery = queryOptions({
  queryKey: ['contract', 'transparency'],
  queryFn: async () => unwrap(getTransparency()),
});

export function useTransparency() {
  return useQuery(transparencyQuery);
}
