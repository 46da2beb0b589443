import { API, ZRechargeGetEnableBanksRequest, ZRechargeGetEnableBanksResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { bankIn } from '../../settings/recharge-settings.js';
import { findOfflineMethod, methodBanks } from './offline-methods.js';

/** The enabled banks, or those an offline method has a payee account at. */
export const getEnableBanksCall = defineCall({
  path: API.recharge.getEnableBanks,
  request: ZRechargeGetEnableBanksRequest,
  response: ZRechargeGetEnableBanksResponse,
  async handler({ deps, input, language }) {
    const settings = await deps.settings.get('recharge');
    if (input.methodCode === undefined) return { list: settings.banks.map(bankIn(language)) };
    return { list: methodBanks(settings, findOfflineMethod(settings, input.methodCode), language) };
  },
});
