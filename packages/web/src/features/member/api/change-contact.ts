import { API, ZMemberInfo, type TChangeContactRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { memberInfoQuery, storeMember } from './get-member-info';

/** A new email or phone, step 2: the code that reached the new address makes the change. */
export function changeContact(input: TChangeContactRequest) {
  return request(API.security.changeContact, input, ZMemberInfo);
}

export function useChangeContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangeContactRequest) => unwrap(changeContact(input)),
    onSuccess: (member) => {
      // Shown at once from the answer (no flash of the old address on Back to my/personal), and
      // marked stale too, so that any page holding the member reads it again from the server.
      storeMember(queryClient, member);
      void queryClient.invalidateQueries({ queryKey: memberInfoQuery.queryKey });
    },
  });
}
