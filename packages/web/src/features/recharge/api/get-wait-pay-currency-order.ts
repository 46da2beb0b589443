import { API, ZGetWaitPayCurrencyOrderResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { ORDER_POLL_MS } from './get-order-info';
import { RECHARGE_KEYS } from './keys';

/** The member's crypto order still waiting for the operator, or null. */
export function getWaitPayCurrencyOrder() {
  return request(API.recharge.getWaitPayCurrencyOrder, {}, ZGetWaitPayCurrencyOrderResponse, { loading: false });
}

/**
 * Asked again on every visit and, while an order waits, every 5 s: the operator may confirm or
 * reject it at any moment, and the card must not say "waiting" after that.
 */
export function useWaitingCryptoOrder() {
  return useQuery({
    queryKey: RECHARGE_KEYS.waitingCryptoOrder,
    queryFn: async () => (await unwrap(getWaitPayCurrencyOrder())).order,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data ? ORDER_POLL_MS : false),
    refetchOnWindowFocus: 'always',
  });
}
