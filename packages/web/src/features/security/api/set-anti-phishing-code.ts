import { API, ZSetAntiPhishingCodeResponse, type TSetAntiPhishingCodeRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { protectionQuery } from './get-protection';

export function setAntiPhishingCode(input: TSetAntiPhishingCodeRequest) {
  // A wrong password is said under its field, not in a toast.
  return request(API.security.setAntiPhishingCode, input, ZSetAntiPhishingCodeResponse, { quiet: true });
}

export function useSetAntiPhishingCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSetAntiPhishingCodeRequest) => unwrap(setAntiPhishingCode(input)),
    onSuccess: (protection) => {
      queryClient.setQueryData(protectionQuery.queryKey, protection);
    },
  });
}
