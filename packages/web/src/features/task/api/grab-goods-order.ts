import { API, ZGrabGoodsOrderResponse, type TGrabGoodsOrderRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { TASK_KEY } from './keys';

/** Asks for a goods order; refusals (cool-down, no tasks left, nothing affordable) are toasted in the server's words. */
export function grabGoodsOrder(input: TGrabGoodsOrderRequest) {
  return request(API.task.grabGoodsOrder, input, ZGrabGoodsOrderResponse);
}

export function useGrabGoodsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TGrabGoodsOrderRequest) => unwrap(grabGoodsOrder(input)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: TASK_KEY });
    },
  });
}
