import { API, ZGetMemberLevelInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_LEVEL_KEY } from './keys';

export function getMemberLevelInfo() {
  return request(API.member.getMemberLevelInfo, {}, ZGetMemberLevelInfoResponse, { loading: false, quiet: true });
}

/** The member's level and the published rules of every level; a paid order may raise it. */
export const memberLevelQuery = queryOptions({
  queryKey: TASK_LEVEL_KEY,
  queryFn: async () => unwrap(getMemberLevelInfo()),
});

export function useMemberLevelInfo() {
  return useQuery(memberLevelQuery);
}
