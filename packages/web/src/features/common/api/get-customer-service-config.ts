import { API, ZCustomerServiceConfig } from '@meridian/protocol';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useConfig } from '../../../lib/config-store';

export function getCustomerServiceConfig() {
  return request(API.common.getCustomerServiceConfig, {}, ZCustomerServiceConfig, { loading: false, quiet: true });
}

export const customerServiceQueryKey = ['common', 'customer-service'] as const;

/** Fetches the customer-service channels and keeps them in the config store (spec section 4). */
export async function loadCustomerServiceConfig() {
  const config = await unwrap(getCustomerServiceConfig());
  useConfig.getState().setCustomerConfig(config);
  return config;
}

export function useCustomerServiceConfig() {
  const stored = useConfig((state) => state.customerConfig);
  return useQuery({ queryKey: customerServiceQueryKey, queryFn: loadCustomerServiceConfig, placeholderData: stored ?? undefined });
}
