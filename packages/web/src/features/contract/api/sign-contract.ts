import { API, ZSignContractResponse, type TSignContractRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { CONTRACT_ORDERS_KEY } from './keys';

/**
 * Signs a contract. A refusal is toasted by the wrapper, and the codes with a page of their own
 * (6005/7012 → recharge, 7003/7004 → bet record) go there, as spec section 8 says.
 */
export function signContract(input: TSignContractRequest) {
  return request(API.contractShort.sign, input, ZSignContractResponse);
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignContractRequest) => unwrap(signContract(input)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CONTRACT_ORDERS_KEY });
    },
  });
}
