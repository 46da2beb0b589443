import { API, type TAddBankCardRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { ZIgnored, request } from '../../../api/request';
import { bankCardsQuery } from './get-bank-cards';

export function addBankCard(card: TAddBankCardRequest) {
  // The list is fetched again afterwards, so the answer's content is not needed.
  return request(API.withdraw.addBankCard, card, ZIgnored);
}

export function useAddBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: TAddBankCardRequest) => unwrap(addBankCard(card)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCardsQuery.queryKey }),
  });
}
