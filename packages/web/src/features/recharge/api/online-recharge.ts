import { API, ZOnlineRechargeResponse, type TOnlineRechargeRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/** Opens an online order; the answer carries the pay URL of the payment provider. */
export function onlineRecharge(input: TOnlineRechargeRequest) {
  return request(API.recharge.onlineRecharge, input, ZOnlineRechargeResponse);
}

export function useOnlineRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOnlineRechargeRequest) => unwrap(onlineRecharge(input)),
    onSuccess: () => refreshAfterRecharge(queryClient),
  });
}
