import { API, ZGetInviteInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getInviteInfo() {
  return request(API.agent.getInviteInfo, {}, ZGetInviteInfoResponse, { loading: false, quiet: true });
}

/** The member's invite code and link, and how their team stands. Under `member`: it goes at logout. */
export const inviteInfoQuery = queryOptions({
  queryKey: ['member', 'invite'],
  queryFn: async () => unwrap(getInviteInfo()),
  // Friends may have signed up since the last visit: the counts are fetched again on every visit.
  staleTime: 0,
});

export function useInviteInfo() {
  return useQuery(inviteInfoQuery);
}
