import { API, ZWithdrawGetEnableBanksRequest, ZWithdrawGetEnableBanksResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { bankIn } from '../../settings/recharge-settings.js';

/** The banks a withdrawal card may be of, as the operator configures them, named in the member's language. */
export const getEnableBanksCall = defineCall({
  path: API.withdraw.getEnableBanks,
  request: ZWithdrawGetEnableBanksRequest,
  response: ZWithdrawGetEnableBanksResponse,
  async handler({ deps, language }) {
    const settings = await deps.settings.get('withdraw');
    return { list: settings.banks.map(bankIn(language)) };
  },
});
