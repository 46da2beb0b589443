import { API, ZGetAvatarListResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getAvatarList() {
  return request(API.common.getAvatarList, {}, ZGetAvatarListResponse, { loading: false });
}

export function useAvatarList() {
  return useQuery({
    queryKey: ['member', 'avatar-list'],
    queryFn: async () => (await unwrap(getAvatarList())).list,
    staleTime: Infinity,
  });
}
