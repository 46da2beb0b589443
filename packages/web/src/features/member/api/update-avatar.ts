import { API, ZMemberInfo } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { storeMember } from './get-member-info';

/** Chooses an offered avatar (`/avatars/…`) or an uploaded image (`/uploads/…`). */
export function updateAvatar(avatar: string) {
  return request(API.member.updateAvatar, { avatar }, ZMemberInfo);
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: string) => unwrap(updateAvatar(avatar)),
    onSuccess: (member) => {
      storeMember(queryClient, member);
    },
  });
}
