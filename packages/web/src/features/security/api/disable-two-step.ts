import { API, ZDisableTwoStepResponse, type TDisableTwoStepRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { rememberTwoStep } from '../../../lib/two-step-hint';
import { twoStepQuery } from './get-two-step';

export function disableTwoStep(input: TDisableTwoStepRequest) {
  return request(API.security.disableTwoStep, input, ZDisableTwoStepResponse);
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDisableTwoStepRequest) => unwrap(disableTwoStep(input)),
    onSuccess: () => {
      rememberTwoStep(false);
      void queryClient.invalidateQueries({ queryKey: twoStepQuery.queryKey });
    },
  });
}
