import { API, ZGetCurrencyRateRequest, ZGetCurrencyRateResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { channelRate, findCryptoChannel } from './crypto-channels.js';

/** A crypto channel's rate to the platform's currency. */
export const getCurrencyRateCall = defineCall({
  path: API.recharge.getCurrencyRate,
  request: ZGetCurrencyRateRequest,
  response: ZGetCurrencyRateResponse,
  async handler({ deps, input }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const channel = findCryptoChannel(settings, input.channelCode);
    return { coin: channel.coin, currency: company.currency, rate: channelRate(channel) };
  },
});
