import { API, ZGetOfflineRechargeMethodRequest, ZGetOfflineRechargeMethodResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { methodBanks, offlineMethodIn } from './offline-methods.js';

/** The offline methods a member can pay with now. */
export const getOfflineRechargeMethodCall = defineCall({
  path: API.recharge.getOfflineRechargeMethod,
  request: ZGetOfflineRechargeMethodRequest,
  response: ZGetOfflineRechargeMethodResponse,
  async handler({ deps, language }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    // A method without a payee at an enabled bank cannot be paid: it is not offered.
    const list = settings.offlineMethods
      .filter((method) => methodBanks(settings, method, language).length > 0)
      .map((method) => offlineMethodIn(method, settings, company.currency, language));
    return { list };
  },
});
