import {
  API,
  ZGetBitcoinRechargeChannelRequest,
  ZGetBitcoinRechargeChannelResponse,
  ZGetCurrencyRateRequest,
  ZGetCurrencyRateResponse,
  formatAmount,
  type TCryptoRechargeChannel,
} from '@meridian/protocol';
import { Decimal } from 'decimal.js';
import { invalidField } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import type { TCryptoChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { effectiveLimits } from './recharge-amount.js';

/** Rates are shown and applied with 2 decimals (spec section 9), half away from zero. */
export function channelRate(channel: TCryptoChannelSetting): string {
  return new Decimal(channel.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export function findCryptoChannel(settings: TRechargeSettings, code: string): TCryptoChannelSetting {
  const channel = settings.cryptoChannels.find((candidate) => candidate.code === code);
  if (!channel) throw invalidField('channelCode', 'error.rechargeChannelClosed');
  return channel;
}

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

export const getBitcoinRechargeChannelCall = defineCall({
  path: API.recharge.getBitcoinRechargeChannel,
  request: ZGetBitcoinRechargeChannelRequest,
  response: ZGetBitcoinRechargeChannelResponse,
  async handler({ deps }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    return { list: settings.cryptoChannels.map((channel) => toCryptoChannel(channel, settings, company.currency)) };
  },
});

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
