import { API, ZOnlineOrderPayResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** The pay URL of an online order that still waits for payment (to pay it later). */
export function onlineOrderPay(orderNo: string) {
  return request(API.recharge.onlineOrderPay, { orderNo }, ZOnlineOrderPayResponse);
}

export function useOnlineOrderPay() {
  return useMutation({ mutationFn: async (orderNo: string) => (await unwrap(onlineOrderPay(orderNo))).payUrl });
}
