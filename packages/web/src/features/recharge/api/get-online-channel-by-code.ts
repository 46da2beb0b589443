import { API, ZGetOnlineChannelByCodeResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** Every open online channel (getOnlineChannelByCode without a code). */
export function getOnlineChannels() {
  return request(API.recharge.getOnlineChannelByCode, {}, ZGetOnlineChannelByCodeResponse, { loading: false });
}

export function useOnlineChannels() {
  return useQuery({ queryKey: RECHARGE_KEYS.onlineChannels, queryFn: async () => (await unwrap(getOnlineChannels())).list });
}
