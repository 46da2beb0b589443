import { API, ZGetOfflineChannelByCodeResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** One bank-transfer method with its limits and the banks it has payee accounts at. */
export function getOfflineChannel(code: string) {
  return request(API.recharge.getOfflineChannelByCode, { code }, ZGetOfflineChannelByCodeResponse, { loading: false });
}

export function useOfflineChannel(code: string) {
  return useQuery({ queryKey: RECHARGE_KEYS.offlineChannel(code), queryFn: () => unwrap(getOfflineChannel(code)), enabled: code !== '' });
}
