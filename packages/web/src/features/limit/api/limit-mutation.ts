import type { TTradingLimits } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import type { RequestResult } from '../../../api/request';
import { limitsQuery } from './get-limits';

/** Every change of the limits answers the limits as they now are: the page shows that answer at once. */
export function useLimitMutation<Input>(send: (input: Input) => Promise<RequestResult<TTradingLimits>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => unwrap(send(input)),
    onSuccess: (limits) => {
      queryClient.setQueryData(limitsQuery.queryKey, limits);
    },
  });
}
