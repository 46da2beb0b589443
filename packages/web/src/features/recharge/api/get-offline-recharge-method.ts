import { API, ZGetOfflineRechargeMethodResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

export function getOfflineMethods() {
  return request(API.recharge.getOfflineRechargeMethod, {}, ZGetOfflineRechargeMethodResponse, { loading: false });
}

export function useOfflineMethods() {
  return useQuery({ queryKey: RECHARGE_KEYS.offlineMethods, queryFn: async () => (await unwrap(getOfflineMethods())).list });
}
