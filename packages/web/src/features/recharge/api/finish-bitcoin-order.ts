import { API, ZFinishBitcoinOrderResponse, type TFinishBitcoinOrderRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { refreshAfterRecharge } from '../lib/refresh-balance';

/** The member sent the coins: records the crypto order with its txid, for an operator to confirm. */
export function finishBitcoinOrder(input: TFinishBitcoinOrderRequest) {
  return request(API.recharge.finishBitcoinOrder, input, ZFinishBitcoinOrderResponse);
}

export function useFinishBitcoinOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFinishBitcoinOrderRequest) => unwrap(finishBitcoinOrder(input)),
    onSuccess: () => refreshAfterRecharge(queryClient),
  });
}
