import { API, ZExplainInfo } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export type ExplainRef = { code: string } | { id: number };

/** An agreement or explanation (user agreement, privacy policy…), by code or id. */
export function getExplainInfo(ref: ExplainRef) {
  return request(API.common.getExplainInfo, ref, ZExplainInfo, { loading: false });
}

export function useExplainInfo(ref: ExplainRef | null) {
  return useQuery({
    queryKey: ['content', 'explain', ref],
    queryFn: () => (ref === null ? Promise.reject(new Error('No explanation asked for')) : unwrap(getExplainInfo(ref))),
    enabled: ref !== null,
    staleTime: 10 * 60_000,
  });
}
