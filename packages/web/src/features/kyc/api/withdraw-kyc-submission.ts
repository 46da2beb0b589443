import { API, ZWithdrawKycSubmissionResponse } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { KYC_KEY } from './keys';

export function withdrawKycSubmission(id: number) {
  return request(API.kyc.withdrawKycSubmission, { id }, ZWithdrawKycSubmissionResponse);
}

/** Withdraws the member's undecided submission; the status is asked again (it moves to the history). */
export function useWithdrawKycSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(withdrawKycSubmission(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KYC_KEY }),
  });
}
