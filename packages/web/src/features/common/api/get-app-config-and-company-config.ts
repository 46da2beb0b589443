import { API, ZGetAppConfigResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import { useConfig } from '../../../lib/config-store';

export function getAppConfig() {
  return request(API.common.getAppConfigAndCompanyConfig, {}, ZGetAppConfigResponse, { loading: false, quiet: true });
}

/**
 * Loads the app and company configuration into the store. Resolves to true when the server now
 * runs another app version than the one stored (spec section 4: a changed version is replaced).
 */
export async function loadAppConfig(): Promise<boolean> {
  const result = await getAppConfig();
  if (!result.ok) return false;
  return useConfig.getState().setAppAndCompany(result.data.appConfig, result.data.companyConfig);
}
