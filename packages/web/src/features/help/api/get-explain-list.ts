import { API, ZGetExplainListResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** The explanation type the operator files help articles under. */
export const HELP_TYPE = 'help';

export function getExplainList() {
  return request(API.common.getExplainList, { type: HELP_TYPE }, ZGetExplainListResponse, { loading: false, quiet: true });
}

/** The help articles in the member's language (else in English), in the operator's order. */
export function explainListQuery() {
  return queryOptions({
    // Changing the language refetches every query (language picker), so the key needs no language.
    queryKey: ['help', 'list'],
    queryFn: async () => (await unwrap(getExplainList())).list,
    staleTime: 10 * 60_000,
  });
}

export function useExplainList() {
  return useQuery(explainListQuery());
}
