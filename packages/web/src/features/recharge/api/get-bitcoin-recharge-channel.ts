import { API, ZGetBitcoinRechargeChannelResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** Crypto deposit channels: coin, network and address (getBitcoinRechargeChannel). */
export function getCryptoChannels() {
  return request(API.recharge.getBitcoinRechargeChannel, {}, ZGetBitcoinRechargeChannelResponse, { loading: false });
}

export function useCryptoChannels() {
  return useQuery({ queryKey: RECHARGE_KEYS.cryptoChannels, queryFn: async () => (await unwrap(getCryptoChannels())).list });
}
