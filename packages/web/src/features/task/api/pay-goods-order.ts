import { API, ZPayGoodsOrderResponse, type TPayGoodsOrderRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_KEY } from './keys';

/** Pays a waiting order: the price out and the price plus commission back, in one transaction. */
export function payGoodsOrder(input: TPayGoodsOrderRequest) {
  return request(API.task.payGoodsOrder, input, ZPayGoodsOrderResponse);
}

export function usePayGoodsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayGoodsOrderRequest) => unwrap(payGoodsOrder(input)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: TASK_KEY });
    },
  });
}
