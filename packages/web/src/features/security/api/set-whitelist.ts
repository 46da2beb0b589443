import { API, ZSetWhitelistResponse } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { protectionQuery } from './get-protection';

export function setWhitelist(on: boolean) {
  return request(API.security.setWhitelist, { on }, ZSetWhitelistResponse);
}

export function useSetWhitelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => unwrap(setWhitelist(on)),
    onSuccess: (protection) => {
      queryClient.setQueryData(protectionQuery.queryKey, protection);
    },
  });
}
