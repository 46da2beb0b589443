import type { Config } from '../../env.js';
import { invalidField } from '../../http/app-error.js';
import { paymentProvider } from '../../payments/providers.js';
import type { TOnlineChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';

/** Channels whose provider can be used on this server. */
export function usableOnlineChannels(settings: TRechargeSettings, config: Config): TOnlineChannelSetting[] {
  return settings.onlineChannels.filter((channel) => paymentProvider(channel.provider, config) !== null);
}

export function findOnlineChannel(settings: TRechargeSettings, config: Config, code: string): TOnlineChannelSetting {
  const channel = usableOnlineChannels(settings, config).find((candidate) => candidate.code === code);
  if (!channel) throw invalidField('channelCode', 'error.rechargeChannelClosed');
  return channel;
}
