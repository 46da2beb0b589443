import { API, ZExplainInfo } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../query-client';
import { request } from '../request';

/** An explanation by its code (`userAgreement`, `privacyPolicy`…) or by its id (a help article). */
export type ExplainRef = { code: string } | { id: number };

/**
 * An agreement, explanation or help article with its HTML, as the operator wrote it. Every page
 * that shows one shows its own failure (an error block), so a failure is not toasted as well.
 */
export function getExplainInfo(ref: ExplainRef) {
  return request(API.common.getExplainInfo, ref, ZExplainInfo, { loading: false, quiet: true });
}

export function explainInfoQuery(ref: ExplainRef) {
  return queryOptions({
    queryKey: ['explainInfo', ref],
    queryFn: () => unwrap(getExplainInfo(ref)),
    staleTime: 10 * 60_000,
  });
}

/** Nothing is asked while `ref` is null. */
export function useExplainInfo(ref: ExplainRef | null) {
  return useQuery({ ...explainInfoQuery(ref ?? { id: 0 }), enabled: ref !== null });
}
