import { API, ZBuyMiningMachineResponse, type TBuyMiningMachineRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/**
 * Buys one machine; a refusal is shown by the page (quiet), so a wrong pay password stays in the
 * pay password sheet. 6005 still toasts and opens recharge, as the spec says.
 */
export function buyMiningMachine(input: TBuyMiningMachineRequest) {
  return request(API.mining.buy, input, ZBuyMiningMachineResponse, { quiet: true });
}

export function useBuyMiningMachine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBuyMiningMachineRequest) => unwrap(buyMiningMachine(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['mining', 'orders'] });
    },
  });
}
