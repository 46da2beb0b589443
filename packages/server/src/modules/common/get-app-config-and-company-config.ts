import { API, ZGetAppConfigRequest, ZGetAppConfigResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The app's and the company's configuration, as the operator set them. */
export const getAppConfigCall = defineCall({
  path: API.common.getAppConfigAndCompanyConfig,
  request: ZGetAppConfigRequest,
  response: ZGetAppConfigResponse,
  async handler({ deps }) {
    const [appConfig, companyConfig] = await Promise.all([deps.settings.get('app'), deps.settings.get('company')]);
    return { appConfig, companyConfig };
  },
});
