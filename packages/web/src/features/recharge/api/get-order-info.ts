import { API, UNFINISHED_RECHARGE_STATUSES, ZGetRechargeOrderInfoResponse, type TRechargeOrderInfo } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** While an order waits (for payment or an operator), its page asks again this often. */
export const ORDER_POLL_MS = 5_000;

export function getOrderInfo(orderNo: string) {
  return request(API.recharge.getOrderInfo, { orderNo }, ZGetRechargeOrderInfoResponse, { loading: false });
}

export function isUnfinished(order: TRechargeOrderInfo): boolean {
  return UNFINISHED_RECHARGE_STATUSES.includes(order.status);
}

/** One of the member's orders; polled every 5 s while it is unfinished, then no more. */
export function useOrderInfo(orderNo: string) {
  return useQuery({
    queryKey: RECHARGE_KEYS.order(orderNo),
    queryFn: () => unwrap(getOrderInfo(orderNo)),
    enabled: orderNo !== '',
    refetchInterval: (query) => (query.state.data !== undefined && isUnfinished(query.state.data) ? ORDER_POLL_MS : false),
    // An unfinished order seen a moment ago may have been credited or rejected since: reopening its
    // page asks at once instead of showing the old status until the next poll.
    staleTime: (query) => (query.state.data === undefined || isUnfinished(query.state.data) ? 0 : ORDER_POLL_MS),
    // A member who comes back from the payment page wants the news now.
    refetchOnWindowFocus: 'always',
  });
}
