import { API, ZGetPriceAlertsResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { PRICE_ALERTS_KEY } from './keys';

export function getPriceAlerts() {
  return request(API.alert.getPriceAlerts, {}, ZGetPriceAlertsResponse, { loading: false, quiet: true });
}

/** The member's alerts: the active ones first, then the fired ones (the server's order). */
export const priceAlertsQuery = queryOptions({
  queryKey: PRICE_ALERTS_KEY,
  queryFn: async () => (await unwrap(getPriceAlerts())).list,
  // An alert may have fired since the page was last open.
  staleTime: 0,
});

export function usePriceAlerts() {
  return useQuery(priceAlertsQuery);
}
