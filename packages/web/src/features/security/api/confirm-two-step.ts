import { API, ZConfirmTwoStepResponse, type TConfirmTwoStepRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { rememberTwoStep } from '../../../lib/two-step-hint';
import { twoStepQuery } from './get-two-step';

export function confirmTwoStep(input: TConfirmTwoStepRequest) {
  return request(API.security.confirmTwoStep, input, ZConfirmTwoStepResponse);
}

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConfirmTwoStepRequest) => unwrap(confirmTwoStep(input)),
    onSuccess: () => {
      rememberTwoStep(true);
      void queryClient.invalidateQueries({ queryKey: twoStepQuery.queryKey });
    },
  });
}
