import { API, ZChainDepositsResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The member's own chain deposits of the last 30 days, newest first (recharge/chainDeposits, issue 38). */
export function getChainDeposits() {
  return request(API.recharge.chainDeposits, {}, ZChainDepositsResponse, { loading: false });
}

export function useChainDeposits() {
  return useQuery({ queryKey: RECHARGE_KEYS.chainDeposits, queryFn: async () => (await unwrap(getChainDeposits())).list });
}
