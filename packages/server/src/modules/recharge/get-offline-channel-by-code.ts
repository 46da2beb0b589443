import { API, ZGetOfflineChannelByCodeRequest, ZGetOfflineChannelByCodeResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { findOfflineMethod, methodBanks, offlineMethodIn } from './offline-methods.js';

/** One offline method, with the banks it has a payee account at. */
export const getOfflineChannelByCodeCall = defineCall({
  path: API.recharge.getOfflineChannelByCode,
  request: ZGetOfflineChannelByCodeRequest,
  response: ZGetOfflineChannelByCodeResponse,
  async handler({ deps, input, language }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const method = findOfflineMethod(settings, input.code);
    return { ...offlineMethodIn(method, settings, company.currency, language), banks: methodBanks(settings, method, language) };
  },
});
