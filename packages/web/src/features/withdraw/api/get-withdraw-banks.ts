import { API, ZGetWithdrawBanksResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getWithdrawBanks() {
  return request(API.withdraw.getEnableBanks, {}, ZGetWithdrawBanksResponse, { loading: false });
}

/** The banks the operator pays out to: the choices when adding a card. */
export function useWithdrawBanks() {
  return useQuery({
    queryKey: ['withdraw', 'banks'],
    queryFn: async () => (await unwrap(getWithdrawBanks())).list,
    staleTime: 5 * 60_000,
  });
}
