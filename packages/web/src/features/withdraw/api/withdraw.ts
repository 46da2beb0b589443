import { API, ZWithdrawResponse, type TWithdrawRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { withdrawParamQuery } from './withdraw-param';
import { withdrawRecordQuery } from './withdraw-record';

/** Asks for a withdrawal; a refusal is shown by the page (quiet), each code its own way. */
export function withdraw(input: TWithdrawRequest) {
  return request(API.withdraw.withdraw, input, ZWithdrawResponse, { quiet: true });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWithdrawRequest) => unwrap(withdraw(input)),
    onSuccess: async () => {
      // Today's count (and so the next tax) and the record both changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawParamQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawRecordQuery.queryKey }),
      ]);
    },
  });
}
