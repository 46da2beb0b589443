import { API, ZOk, type TUpdatePayPasswordByOldRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { memberInfoQuery } from './get-member-info';

/** Sets the pay password the first time (with the login password) or changes it (with the old one). */
export function updatePayPasswordByOld(input: TUpdatePayPasswordByOldRequest) {
  return request(API.member.updatePayPasswordByOld, input, ZOk);
}

export function useUpdatePayPasswordByOld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdatePayPasswordByOldRequest) => unwrap(updatePayPasswordByOld(input)),
    // `hasPayPassword` changes after the first setting.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberInfoQuery.queryKey }),
  });
}
