import type { TContractOrder } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RequestError } from '../../../api/query-client';
import { getOrderPage } from './get-order-page';
import { CONTRACT_ORDERS_KEY } from './keys';

const SCAN_PAGE_SIZE = 100;
/** The bet detail looks this far back (5,000 contracts); older ones are not linked from anywhere. */
const SCAN_PAGES = 50;

/**
 * One contract by its number. The API has no detail call (spec section 7 lists only the page), so
 * the running contracts are searched first, then the finished ones newest first. Null: not the
 * member's, or no such contract.
 */
async function findOrder(orderNo: string): Promise<TContractOrder | null> {
  for (const status of ['running', 'finished'] as const) {
    for (let page = 1; page <= SCAN_PAGES; page += 1) {
      const result = await getOrderPage(status, page, SCAN_PAGE_SIZE);
      if (!result.ok) throw new RequestError(result);
      const found = result.data.list.find((order) => order.orderNo === orderNo);
      if (found !== undefined) return found;
      if (page * SCAN_PAGE_SIZE >= result.data.total) break;
    }
  }
  return null;
}

export function contractOrderQuery(orderNo: string) {
  return queryOptions({
    queryKey: [...CONTRACT_ORDERS_KEY, 'one', orderNo],
    queryFn: () => findOrder(orderNo),
    staleTime: 0,
    // A running contract's detail turns into its result once it settles.
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.status !== 'running') return false;
      return Math.max(1000, order.expiresAt - Date.now() + 1500);
    },
  });
}

export function useContractOrder(orderNo: string) {
  return useQuery(contractOrderQuery(orderNo));
}
