import { API, ZGetTaskInfoResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_INFO_KEY } from './keys';

export function getTaskInfo() {
  return request(API.task.getTaskInfo, {}, ZGetTaskInfoResponse, { loading: false, quiet: true });
}

/** The member's level, today's tasks and the waiting order: fresh whenever the page opens. */
export const taskInfoQuery = queryOptions({
  queryKey: TASK_INFO_KEY,
  queryFn: async () => unwrap(getTaskInfo()),
  staleTime: 0,
});

export function useTaskInfo() {
  return useQuery(taskInfoQuery);
}
