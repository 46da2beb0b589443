import { API, ZGetOnlineChannelByCodeRequest, ZGetOnlineChannelByCodeResponse, formatAmount, type AppLanguage, type TOnlineChannel } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { pickText } from '../../i18n/localized-text.js';
import type { TOnlineChannelSetting, TRechargeSettings } from '../../settings/recharge-settings.js';
import { usableOnlineChannels } from './online-channels.js';
import { effectiveLimits } from './recharge-amount.js';

function toOnlineChannel(channel: TOnlineChannelSetting, settings: TRechargeSettings, currency: string, language: AppLanguage): TOnlineChannel {
  const limits = effectiveLimits(channel, settings);
  return { code: channel.code, name: pickText(channel.name, language), min: formatAmount(limits.min, currency), max: formatAmount(limits.max, currency), currency };
}

/** The online channels usable on this server (one, when a code is given). */
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
