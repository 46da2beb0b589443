import { API, type TUnbandingBankCardRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { ZIgnored, request } from '../../../api/request';
import { bankCardsQuery } from './get-bank-cards';

/** Removes a card, proven by the pay password; a refusal is shown by the caller (quiet). */
export function unbandingBankCard(input: TUnbandingBankCardRequest) {
  return request(API.withdraw.unbandingBankCard, input, ZIgnored, { quiet: true });
}

export function useUnbandingBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUnbandingBankCardRequest) => unwrap(unbandingBankCard(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCardsQuery.queryKey }),
  });
}
