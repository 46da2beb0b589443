import { Decimal } from 'decimal.js';
import { invalidField } from '../../http/app-error.js';
import type { TCryptoChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';

/** Rates are shown and applied with 2 decimals (spec section 9), half away from zero. */
export function channelRate(channel: TCryptoChannelSetting): string {
  return new Decimal(channel.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

export function findCryptoChannel(settings: TRechargeSettings, code: string): TCryptoChannelSetting {
  const channel = settings.cryptoChannels.find((candidate) => candidate.code === code);
  if (!channel) throw invalidField('channelCode', 'error.rechargeChannelClosed');
  return channel;
}
