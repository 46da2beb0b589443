import { API, ZGetBankCardsResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function getBankCards() {
  return request(API.withdraw.getBankCards, {}, ZGetBankCardsResponse, { loading: false });
}

/** The member's bank cards, masked by the server. */
export const bankCardsQuery = queryOptions({
  queryKey: ['withdraw', 'bank-cards'],
  queryFn: async () => (await unwrap(getBankCards())).list,
});

export function useBankCards() {
  return useQuery(bankCardsQuery);
}
