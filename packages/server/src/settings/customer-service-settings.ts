import { z } from 'zod';
import { ZCustomerServiceConfig, ZSupportSchedule, type AppLanguage, type TCustomerServiceConfig, type TSupportSchedule } from '@meridian/protocol';
import { pickText, ZLocalizedText } from '../i18n/localized-text.js';
import { SUPPORT_TEXTS } from './demo-names.js';

/** The support desk as the operator configures it: the channels' labels and the hours in each language. */
const ZChannelSetting = z.object({ ...ZCustomerServiceConfig.shape.channels.def.element.shape, label: ZLocalizedText });

/**
 * The hours the demo's `workingHours` text publishes, as rules read them (protocol
 * isWithinSupportHours). An operator who publishes other hours sets both (`settings-set
 * customerService`); a value stored before the schedule existed reads as these.
 */
export const DEFAULT_SUPPORT_SCHEDULE: TSupportSchedule = { days: [0, 1, 2, 3, 4, 5, 6], opens: '09:00', closes: '21:00', utcOffset: '+08:00' };

export const ZCustomerServiceSettings = z.object({
  channels: z.array(ZChannelSetting),
  workingHours: ZLocalizedText,
  /** When the desk is there (members are told support is away outside it, unless an agent is on); null: no fixed hours. */
  schedule: z.nullable(ZSupportSchedule).default(DEFAULT_SUPPORT_SCHEDULE),
});
export type TCustomerServiceSettings = z.infer<typeof ZCustomerServiceSettings>;

export const DEFAULT_CUSTOMER_SERVICE_SETTINGS: TCustomerServiceSettings = {
  channels: [
    { kind: 'email', label: SUPPORT_TEXTS.email, value: 'support@meridian.local' },
    { kind: 'telegram', label: SUPPORT_TEXTS.telegram, value: '@meridian_support' },
  ],
  workingHours: SUPPORT_TEXTS.workingHours,
  schedule: DEFAULT_SUPPORT_SCHEDULE,
};

/** What a member reading `language` is shown (spec `getCustomerServiceConfig`). */
export function customerServiceIn(settings: TCustomerServiceSettings, language: AppLanguage): TCustomerServiceConfig {
  return {
    channels: settings.channels.map((channel) => ({ ...channel, label: pickText(channel.label, language) })),
    workingHours: pickText(settings.workingHours, language),
  };
}
