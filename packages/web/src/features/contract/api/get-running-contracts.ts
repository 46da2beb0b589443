import type { TContractOrder } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { getOrderPage } from './get-order-page';
import { CONTRACT_ORDERS_KEY } from './keys';

/** Running contracts of one pair the K-line page follows at most (newest first). */
const RUNNING_SHOWN = 20;
/** After the soonest expiry, this long for the settlement to be written before asking again. */
const SETTLING_MS = 1500;

/** The member's running contracts on `allname`, newest first, as the server has them. */
export function runningContractsQuery(allname: string) {
  return queryOptions({
    queryKey: [...CONTRACT_ORDERS_KEY, 'running', 'pair', allname],
    queryFn: async (): Promise<TContractOrder[]> => (await unwrap(getOrderPage('running', 1, RUNNING_SHOWN, allname))).list,
    // Contracts run for seconds: whatever is kept is out of date by the time the page opens again.
    staleTime: 0,
    // Asked again once the soonest has settled, so a settlement whose push went missing still ends.
    refetchInterval: (query) => {
      const expiries = (query.state.data ?? []).map((order) => order.expiresAt);
      if (expiries.length === 0) return false;
      return Math.max(1000, Math.min(...expiries) - Date.now() + SETTLING_MS);
    },
  });
}

export function useRunningContracts(allname: string) {
  return useQuery(runningContractsQuery(allname));
}
