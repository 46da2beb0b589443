import { API, ZGetAmountConfigRequest, ZGetAmountConfigResponse, formatAmount } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';

/** The recharge page's quick amounts and overall limits (a public call: spec section 5). */
export const getAmountConfigCall = defineCall({
  path: API.common.getAmountConfig,
  request: ZGetAmountConfigRequest,
  response: ZGetAmountConfigResponse,
  async handler({ deps }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const currency = company.currency;
    const { quickAmounts, min, max } = settings.amounts;
    return {
      quickAmounts: quickAmounts.map((amount) => formatAmount(amount, currency)),
      min: formatAmount(min, currency),
      max: formatAmount(max, currency),
      currency,
    };
  },
});
