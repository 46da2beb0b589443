import { API, ZGetRecoveryCodesResponse } from '@meridian/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { SECURITY_KEY } from './keys';

export function getRecoveryCodes() {
  return request(API.security.getRecoveryCodes, {}, ZGetRecoveryCodesResponse, { loading: false });
}

/** How many account recovery codes the member has left. */
export const recoveryCodesQuery = queryOptions({
  queryKey: [...SECURITY_KEY, 'recovery-codes'],
  queryFn: async () => unwrap(getRecoveryCodes()),
});

export function useRecoveryCodes() {
  return useQuery(recoveryCodesQuery);
}
