import { API, ZMemberInfo, type TMemberInfo } from '@meridian/protocol';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export function getMemberInfo() {
  return request(API.member.getMemberInfo, {}, ZMemberInfo, { loading: false });
}

/** The member, fetched and kept in the session so the next visit shows them at once. */
export const memberInfoQuery = queryOptions({
  queryKey: ['member', 'info'],
  queryFn: async () => {
    const member = await unwrap(getMemberInfo());
    useSession.getState().setUser(member);
    return member;
  },
});

/** A call that answers with the member as changed (updateInfo, updateAvatar): no second fetch needed. */
export function storeMember(queryClient: QueryClient, member: TMemberInfo): void {
  useSession.getState().setUser(member);
  queryClient.setQueryData(memberInfoQuery.queryKey, member);
}

export function useMemberInfo() {
  const stored = useSession((state) => state.user);
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({ ...memberInfoQuery, enabled: signedIn, placeholderData: stored ?? undefined });
}
