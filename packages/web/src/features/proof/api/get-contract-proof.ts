import { API, ZGetContractProofResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getContractProof(orderNo: string) {
  return request(API.proof.getContractProof, { orderNo }, ZGetContractProofResponse, { loading: false, quiet: true });
}

/**
 * A contract's proof as the server stored it; the page checks it in the browser. Under `member`:
 * the stake in it is the signed-in member's own, and goes with their session.
 */
export function contractProofQuery(orderNo: string) {
  return queryOptions({
    queryKey: ['member', 'proof', 'contract', orderNo],
    queryFn: () => unwrap(getContractProof(orderNo)),
    // A running contract's proof gains its settlement tick when it settles.
    refetchInterval: (query) => (query.state.data?.order.status === 'running' ? Math.max(1000, query.state.data.order.expiresAt - Date.now() + 1500) : false),
  });
}

export function useContractProof(orderNo: string, isEnabled = true) {
  return useQuery({ ...contractProofQuery(orderNo), enabled: isEnabled && orderNo !== '' });
}
