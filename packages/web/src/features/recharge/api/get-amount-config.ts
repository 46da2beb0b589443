import { API, ZGetAmountConfigResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** Quick amounts and the overall limits per order (public: the operator's configuration). */
export function getAmountConfig() {
  return request(API.common.getAmountConfig, {}, ZGetAmountConfigResponse, { loading: false });
}

export function useAmountConfig() {
  return useQuery({ queryKey: RECHARGE_KEYS.amountConfig, queryFn: () => unwrap(getAmountConfig()) });
}
