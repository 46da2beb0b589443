import { API, ZGetWithdrawBanksRequest, ZGetWithdrawBanksResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The banks a withdrawal card may be of, as the operator configures them. */
export const getEnableBanksCall = defineCall({
  path: API.withdraw.getEnableBanks,
  request: ZGetWithdrawBanksRequest,
  response: ZGetWithdrawBanksResponse,
  async handler({ deps }) {
    const settings = await deps.settings.get('withdraw');
    return { list: settings.banks };
  },
});
