import { API, ZCancelRechargeResponse } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/** Cancels one of the member's unfinished orders. */
export function cancelRecharge(orderNo: string) {
  return request(API.recharge.cancelRecharge, { orderNo }, ZCancelRechargeResponse);
}

export function useCancelRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => unwrap(cancelRecharge(orderNo)),
    onSuccess: () => refreshAfterRecharge(queryClient),
  });
}
