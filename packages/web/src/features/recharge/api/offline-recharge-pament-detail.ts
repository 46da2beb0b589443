import { API, ZOfflineRechargePaymentDetailResponse } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { RECHARGE_KEYS } from './keys';

/** The payee account the member transfers to (offlineRechargePamentDetail, as the spec spells it). */
export function getPaymentDetail(methodCode: string, bankCode: string) {
  const payload = bankCode === '' ? { methodCode } : { methodCode, bankCode };
  return request(API.recharge.offlineRechargePamentDetail, payload, ZOfflineRechargePaymentDetailResponse, { loading: false });
}

export function usePaymentDetail(methodCode: string, bankCode: string) {
  return useQuery({
    queryKey: RECHARGE_KEYS.paymentDetail(methodCode, bankCode),
    queryFn: () => unwrap(getPaymentDetail(methodCode, bankCode)),
    enabled: methodCode !== '',
  });
}
