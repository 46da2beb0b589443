import { API, ZMemberInfo, type TUpdateInfoRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { storeMember } from './get-member-info';

export function updateInfo(changes: TUpdateInfoRequest) {
  return request(API.member.updateInfo, changes, ZMemberInfo);
}

export function useUpdateInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: TUpdateInfoRequest) => unwrap(updateInfo(changes)),
    onSuccess: (member) => {
      storeMember(queryClient, member);
    },
  });
}
