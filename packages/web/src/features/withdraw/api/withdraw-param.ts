import { API, ZWithdrawParamResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function withdrawParam() {
  return request(API.withdraw.withdrawParam, {}, ZWithdrawParamResponse, { loading: false });
}

/** The published limits, fee and tax, and how many withdrawals the member has made today. */
export const withdrawParamQuery = queryOptions({
  queryKey: ['withdraw', 'param'],
  queryFn: () => unwrap(withdrawParam()),
  // Today's count decides the tax of the next withdrawal: always fresh when the page opens.
  staleTime: 0,
});

export function useWithdrawParam() {
  return useQuery(withdrawParamQuery);
}
