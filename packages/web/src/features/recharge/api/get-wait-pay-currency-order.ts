import { API, ZGetWaitPayCurrencyOrderResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The member's crypto order still waiting for the operator, or null. */
export function getWaitPayCurrencyOrder() {
  return request(API.recharge.getWaitPayCurrencyOrder, {}, ZGetWaitPayCurrencyOrderResponse, { loading: false });
}

export function useWaitingCryptoOrder() {
  return useQuery({ queryKey: RECHARGE_KEYS.waitingCryptoOrder, queryFn: async () => (await unwrap(getWaitPayCurrencyOrder())).order });
}
