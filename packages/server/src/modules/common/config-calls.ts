import {
  API,
  ZCustomerServiceConfig,
  ZGetAppConfigRequest,
  ZGetAppConfigResponse,
  ZGetAvatarListRequest,
  ZGetAvatarListResponse,
  ZGetCountryListRequest,
  ZGetCountryListResponse,
  ZGetCustomerServiceConfigRequest,
  ZGetDomainListRequest,
  ZGetDomainListResponse,
  ZGetEmailEnableRequest,
  ZGetEmailEnableResponse,
  ZGetMaintainConfigRequest,
  ZGetProtocolEnableRequest,
  ZGetProtocolEnableResponse,
  ZGetRegisterConfigRequest,
  ZGetTimestampRequest,
  ZGetTimestampResponse,
  ZMaintainConfig,
  ZRegisterConfig,
} from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { AVATAR_URLS } from '../../static/avatars.js';
import { customerServiceIn } from '../../settings/customer-service-settings.js';

/** Calls that answer a piece of the operator's configuration, as it stands now. */

export const getAppConfigCall = defineCall({
  path: API.common.getAppConfigAndCompanyConfig,
  request: ZGetAppConfigRequest,
  response: ZGetAppConfigResponse,
  async handler({ deps }) {
    const [appConfig, companyConfig] = await Promise.all([deps.settings.get('app'), deps.settings.get('company')]);
    return { appConfig, companyConfig };
  },
});

export const getCustomerServiceConfigCall = defineCall({
  path: API.common.getCustomerServiceConfig,
  request: ZGetCustomerServiceConfigRequest,
  response: ZCustomerServiceConfig,
  handler: async ({ deps, language }) => customerServiceIn(await deps.settings.get('customerService'), language),
});

export const getMaintainConfigCall = defineCall({
  path: API.common.getMaintainConfig,
  request: ZGetMaintainConfigRequest,
  response: ZMaintainConfig,
  handler: ({ deps }) => deps.settings.get('maintenance'),
});

export const getTimestampCall = defineCall({
  path: API.common.getTimestamp,
  request: ZGetTimestampRequest,
  response: ZGetTimestampResponse,
  handler: () => Promise.resolve({ timestamp: Date.now() }),
});

export const getDomainListCall = defineCall({
  path: API.common.getDomainList,
  request: ZGetDomainListRequest,
  response: ZGetDomainListResponse,
  handler: async ({ deps }) => ({ domains: await deps.settings.get('domains') }),
});

export const getRegisterConfigCall = defineCall({
  path: API.common.getRegisterConfig,
  request: ZGetRegisterConfigRequest,
  response: ZRegisterConfig,
  handler: ({ deps }) => deps.settings.get('register'),
});

export const getEmailEnableCall = defineCall({
  path: API.common.getEmailEnable,
  request: ZGetEmailEnableRequest,
  response: ZGetEmailEnableResponse,
  handler: async ({ deps }) => ({ enabled: await deps.settings.get('emailEnabled') }),
});

export const getCountryListCall = defineCall({
  path: API.common.getCountryList,
  request: ZGetCountryListRequest,
  response: ZGetCountryListResponse,
  handler: async ({ deps }) => ({ list: await deps.settings.get('countries') }),
});

export const getProtocolEnableCall = defineCall({
  path: API.common.getProtocolEnable,
  request: ZGetProtocolEnableRequest,
  response: ZGetProtocolEnableResponse,
  async handler({ deps }) {
    const [enabled, register] = await Promise.all([deps.settings.get('protocolEnabled'), deps.settings.get('register')]);
    return { enabled, agreementCode: register.agreementCode };
  },
});

export const getAvatarListCall = defineCall({
  path: API.common.getAvatarList,
  request: ZGetAvatarListRequest,
  response: ZGetAvatarListResponse,
  handler: () => Promise.resolve({ list: [...AVATAR_URLS] }),
});
