import { API, ZWithdrawGetEnableBanksResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getEnableBanks() {
  return request(API.withdraw.getEnableBanks, {}, ZWithdrawGetEnableBanksResponse, { loading: false });
}

/** The banks the operator pays out to: the choices when adding a card. */
export function useEnableBanks() {
  return useQuery({
    queryKey: ['withdraw', 'banks'],
    queryFn: async () => (await unwrap(getEnableBanks())).list,
    staleTime: 5 * 60_000,
  });
}
