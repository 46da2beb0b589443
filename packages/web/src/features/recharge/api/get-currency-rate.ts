import { API, ZGetCurrencyRateResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The channel's coin in the platform currency right now, 2 decimals. */
export function getCurrencyRate(channelCode: string) {
  return request(API.recharge.getCurrencyRate, { channelCode }, ZGetCurrencyRateResponse, { loading: false, quiet: true });
}

export function useCurrencyRate(channelCode: string) {
  return useQuery({
    queryKey: RECHARGE_KEYS.currencyRate(channelCode),
    queryFn: () => unwrap(getCurrencyRate(channelCode)),
    enabled: channelCode !== '',
    // A rate can move: the preview follows it while the member fills the form.
    refetchInterval: 60_000,
  });
}
