import { API, ZAccountRecoveryCodes, type ZNewRecoveryCodesRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { recoveryCodesQuery } from './get-recovery-codes';

export type NewRecoveryCodesInput = z.infer<typeof ZNewRecoveryCodesRequest>;

/** A new set of account recovery codes; the old ones stop working. */
export function newRecoveryCodes(input: NewRecoveryCodesInput) {
  return request(API.security.newRecoveryCodes, input, ZAccountRecoveryCodes);
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewRecoveryCodesInput) => unwrap(newRecoveryCodes(input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recoveryCodesQuery.queryKey });
    },
  });
}
