import { API, ZGetCountdownResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_COUNTDOWN_KEY } from './keys';

export function getCountdown() {
  return request(API.task.getCountdown, {}, ZGetCountdownResponse, { loading: false, quiet: true });
}

/** When the next grab is allowed, by the server's clock (with the server's now to correct ours). */
export const countdownQuery = queryOptions({
  queryKey: TASK_COUNTDOWN_KEY,
  queryFn: async () => unwrap(getCountdown()),
  staleTime: 0,
});

export function useCountdown() {
  return useQuery(countdownQuery);
}
