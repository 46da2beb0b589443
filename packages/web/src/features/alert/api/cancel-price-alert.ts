import { API, ZCancelPriceAlertResponse, type TPriceAlert } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { PRICE_ALERTS_KEY } from './keys';

export function cancelPriceAlert(id: number) {
  return request(API.alert.cancelPriceAlert, { id }, ZCancelPriceAlertResponse);
}

/** Removes an alert: it leaves the list at once, without reading the list again. */
export function useCancelPriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(cancelPriceAlert(id)),
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<TPriceAlert[]>(PRICE_ALERTS_KEY, (alerts) => alerts?.filter((alert) => alert.id !== id));
    },
  });
}
