import { API, ZTwoStepStatus } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { rememberTwoStep } from '../../../lib/two-step-hint';

export function getTwoStep() {
  return request(API.security.getTwoStep, {}, ZTwoStepStatus, { loading: false });
}

export const twoStepQuery = queryOptions({
  queryKey: ['security', 'two-step'],
  queryFn: async () => {
    const status = await unwrap(getTwoStep());
    rememberTwoStep(status.enabled);
    return status;
  },
});

export function useTwoStep() {
  return useQuery(twoStepQuery);
}
