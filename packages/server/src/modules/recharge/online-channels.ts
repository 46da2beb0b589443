import { API, ZGetOnlineChannelByCodeRequest, ZGetOnlineChannelByCodeResponse, type AppLanguage, type TOnlineChannel } from '@meridian/protocol';
import type { Config } from '../../env.js';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import { invalidField } from '../../http/app-error.js';
import { paymentProvider } from '../../payments/providers.js';
import type { TOnlineChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { formatAmount } from '@meridian/protocol';
import { effectiveLimits } from './recharge-amount.js';

/** Channels whose provider can be used on this server. */
export function usableOnlineChannels(settings: TRechargeSettings, config: Config): TOnlineChannelSetting[] {
  return settings.onlineChannels.filter((channel) => paymentProvider(channel.provider, config) !== null);
}

export function findOnlineChannel(settings: TRechargeSettings, config: Config, code: string): TOnlineChannelSetting {
  const channel = usableOnlineChannels(settings, config).find((candidate) => candidate.code === code);
  if (!channel) throw invalidField('channelCode', 'error.rechargeChannelClosed');
  return channel;
}

function toOnlineChannel(channel: TOnlineChannelSetting, settings: TRechargeSettings, currency: string, language: AppLanguage): TOnlineChannel {
  const limits = effectiveLimits(channel, settings);
  return { code: channel.code, name: pickText(channel.name, language), min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency };
}

export const getOnlineChannelByCodeCall = defineCall({
  path: API.recharge.getOnlineChannelByCode,
  request: ZGetOnlineChannelByCodeRequest,
  response: ZGetOnlineChannelByCodeResponse,
  async handler({ deps, input, language }) {
    const [settings, company] = await Promise.all([deps.settings.get('recharge'), deps.settings.get('company')]);
    const list = usableOnlineChannels(settings, deps.config)
      .filter((channel) => input.code === undefined || channel.code === input.code)
      .map((channel) => toOnlineChannel(channel, settings, company.currency, language));
    return { list };
  },
});
