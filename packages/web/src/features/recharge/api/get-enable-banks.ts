import { API, ZRechargeGetEnableBanksResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The banks a bank-transfer method has a payee account at. */
export function getEnableBanks(methodCode: string) {
  return request(API.recharge.getEnableBanks, { methodCode }, ZRechargeGetEnableBanksResponse, { loading: false });
}

export function useEnableBanks(methodCode: string) {
  return useQuery({
    queryKey: RECHARGE_KEYS.banks(methodCode),
    queryFn: async () => (await unwrap(getEnableBanks(methodCode))).list,
    enabled: methodCode !== '',
  });
}
