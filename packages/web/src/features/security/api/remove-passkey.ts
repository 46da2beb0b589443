import { API, ZOk } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { passkeysQuery } from './get-passkeys';

export function removePasskey(id: number) {
  return request(API.security.removePasskey, { id }, ZOk);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(removePasskey(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
