import { API, ZExplainInfo } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getExplainInfo(id: number) {
  return request(API.common.getExplainInfo, { id }, ZExplainInfo, { loading: false, quiet: true });
}

/** One help article with its HTML, as the operator wrote it. */
export function explainInfoQuery(id: number) {
  return queryOptions({
    queryKey: ['help', 'article', id],
    queryFn: () => unwrap(getExplainInfo(id)),
    staleTime: 10 * 60_000,
  });
}

export function useExplainInfo(id: number | null) {
  return useQuery({ ...explainInfoQuery(id ?? 0), enabled: id !== null });
}
