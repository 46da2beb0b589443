import { API, ZGetKycStatusResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { KYC_KEY } from './keys';

export function getKycStatus() {
  return request(API.kyc.getKycStatus, {}, ZGetKycStatusResponse, { loading: false, quiet: true });
}

/** The member's level, every level's limits, what they withdrew, their open submission and their decided ones. */
export const kycStatusQuery = queryOptions({
  queryKey: [...KYC_KEY, 'status'],
  queryFn: async () => unwrap(getKycStatus()),
  // A decision comes from an operator at any time: the page asks again whenever it is opened.
  staleTime: 0,
});

export function useKycStatus() {
  return useQuery(kycStatusQuery);
}
