import { API, ZOfflineRechargeResponse, type TOfflineRechargeRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/** Tells the platform the member made the transfer; an operator confirms or rejects it. */
export function offlineRecharge(input: TOfflineRechargeRequest) {
  return request(API.recharge.offlineRecharge, input, ZOfflineRechargeResponse);
}

export function useOfflineRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TOfflineRechargeRequest) => (await unwrap(offlineRecharge(input))).orderNo,
    onSuccess: () => refreshAfterRecharge(queryClient),
  });
}
