import { API, ZCreatePriceAlertResponse, type TCreatePriceAlertRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { PRICE_ALERTS_KEY } from './keys';

/** Not quiet: a refusal (ALERT_LIMIT, a pair not traded, a price the pair is at now) is the server's toast. */
export function createPriceAlert(alert: TCreatePriceAlertRequest) {
  return request(API.alert.createPriceAlert, alert, ZCreatePriceAlertResponse);
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: TCreatePriceAlertRequest) => unwrap(createPriceAlert(alert)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_ALERTS_KEY }),
  });
}
