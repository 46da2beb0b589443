import { API, ZMiningBuyResponse, type TMiningBuyRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Buys one machine; a refusal is toasted (6005 also opens recharge, as the spec says). */
export function buyMiningMachine(input: TMiningBuyRequest) {
  return request(API.mining.buy, input, ZMiningBuyResponse);
}

export function useBuyMiningMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMiningBuyRequest) => unwrap(buyMiningMachine(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['mining', 'orders'] });
    },
  });
}
