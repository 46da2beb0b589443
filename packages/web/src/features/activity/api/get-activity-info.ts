import { API, ZGetActivityInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getActivityInfo(id: number) {
  return request(API.common.getActivityInfo, { id }, ZGetActivityInfoResponse, { loading: false, quiet: true });
}

/** One activity with its full text (HTML, sanitised when shown). */
export function activityInfoQuery(id: number) {
  return queryOptions({
    queryKey: ['activity', 'info', id],
    queryFn: () => unwrap(getActivityInfo(id)),
    staleTime: 5 * 60_000,
  });
}

export function useActivityInfo(id: number | null) {
  return useQuery({ ...activityInfoQuery(id ?? 0), enabled: id !== null });
}
