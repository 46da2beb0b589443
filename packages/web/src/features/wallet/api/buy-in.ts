import { API, ZBuyInResponse, type TBuyInRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Puts money in the wallet; a refusal (minimum, credit) is toasted by the wrapper in the server's words. */
export function buyIn(input: TBuyInRequest) {
  return request(API.interest.buyIn, input, ZBuyInResponse);
}

export function useBuyIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TBuyInRequest) => unwrap(buyIn(input)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['interest'] });
    },
  });
}
