import { API, ZSubmitKycResponse, type TSubmitKycRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { kycStatusQuery } from './get-kyc-status';

export function submitKyc(input: TSubmitKycRequest) {
  return request(API.kyc.submitKyc, input, ZSubmitKycResponse);
}

/** Sends the draft for review; the answer is the submission as it now stands, shown at once. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSubmitKycRequest) => unwrap(submitKyc(input)),
    onSuccess: (submission) => {
      queryClient.setQueryData(kycStatusQuery.queryKey, (status) => (status === undefined ? status : { ...status, open: submission }));
    },
  });
}
