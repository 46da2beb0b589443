import { API, ZGetSecondsOptionResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getSecondsOption() {
  return request(API.contractShort.getSecondsOption, {}, ZGetSecondsOptionResponse, { loading: false, quiet: true });
}

/** The durations a contract can run, each with its yield and amount limits (operator settings). */
export const secondsOptionQuery = queryOptions({
  queryKey: ['contract', 'seconds-option'],
  queryFn: async () => (await unwrap(getSecondsOption())).list,
});

export function useSecondsOption() {
  return useQuery(secondsOptionQuery);
}
