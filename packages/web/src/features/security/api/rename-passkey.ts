import { API, ZOk, type TRenamePasskeyRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { passkeysQuery } from './get-passkeys';

export function renamePasskey(input: TRenamePasskeyRequest) {
  return request(API.security.renamePasskey, input, ZOk);
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRenamePasskeyRequest) => unwrap(renamePasskey(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
