import { API, ZGetOpenRechargeImgResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The recharge page's banner; an empty url when the operator set none. */
export function getOpenRechargeImg() {
  return request(API.common.getOpenRechargeImg, {}, ZGetOpenRechargeImgResponse, { loading: false, quiet: true });
}

export function useRechargeBanner() {
  return useQuery({ queryKey: RECHARGE_KEYS.banner, queryFn: async () => (await unwrap(getOpenRechargeImg())).url, staleTime: 5 * 60_000 });
}
