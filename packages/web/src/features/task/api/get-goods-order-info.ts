import { API, ZGetGoodsOrderInfoResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { taskOrderKey } from './keys';

export function getGoodsOrderInfo(orderNo: string) {
  return request(API.task.getGoodsOrderInfo, { orderNo }, ZGetGoodsOrderInfoResponse, { loading: false, quiet: true });
}

/** One of the member's goods orders, as the server has it now; idle while no order is chosen. */
export function useGoodsOrderInfo(orderNo: string | null) {
  return useQuery({
    queryKey: taskOrderKey(orderNo ?? ''),
    queryFn: async () => unwrap(getGoodsOrderInfo(orderNo ?? '')),
    enabled: orderNo !== null,
  });
}
