import { API, ZGetBitcoinRechargeChannelRequest, ZGetBitcoinRechargeChannelResponse, formatAmount, type TCryptoRechargeChannel } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import type { TCryptoChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { channelRate } from './crypto-channels.js';
import { effectiveLimits } from './recharge-amount.js';

function toCryptoChannel(channel: TCryptoChannelSetting, settings: TRechargeSettings, currency: string): TCryptoRechargeChannel {
  const limits = effectiveLimits(channel, settings);
  return {
    code: channel.code,
    coin: channel.coin,
    network: channel.network,
    address: channel.address,
    rate: channelRate(channel),
    min: formatAmount(limits.min, currency),
    max: formatAmount(limits.max, currency),
    currency,
  };
}

/** The crypto channels, with the address to pay to, the rate and the limits. */
export const getBitcoinRechargeChannelCall = defineCall({
  path: API.recharge.getBitcoinRechargeChannel,
  request: ZGetBitcoinRechargeChannelRequest,
  response: ZGetBitcoinRechargeChannelResponse,
  async handler({ deps }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    return { list: settings.cryptoChannels.map((channel) => toCryptoChannel(channel, settings, company.currency)) };
  },
});
