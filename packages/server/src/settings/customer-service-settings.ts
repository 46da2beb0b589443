import { z } from 'zod';
import { ZCustomerServiceConfig, type AppLanguage, type TCustomerServiceConfig } from '@meridian/protocol';
import { pickText, ZLocalizedText } from '../i18n/localized-text.js';
import { SUPPORT_TEXTS } from './demo-names.js';

/** The support desk as the operator configures it: the channels' labels and the hours in each language. */
const ZChannelSetting = z.object({ ...ZCustomerServiceConfig.shape.channels.def.element.shape, label: ZLocalizedText });

export const ZCustomerServiceSettings = z.object({
  channels: z.array(ZChannelSetting),
  workingHours: ZLocalizedText,
});
export type TCustomerServiceSettings = z.infer<typeof ZCustomerServiceSettings>;

export const DEFAULT_CUSTOMER_SERVICE_SETTINGS: TCustomerServiceSettings = {
  channels: [
    { kind: 'email', label: SUPPORT_TEXTS.email, value: 'support@meridian.local' },
    { kind: 'telegram', label: SUPPORT_TEXTS.telegram, value: '@meridian_support' },
  ],
  workingHours: SUPPORT_TEXTS.workingHours,
};

/** What a member reading `language` is shown (spec `getCustomerServiceConfig`). */
export function customerServiceIn(settings: TCustomerServiceSettings, language: AppLanguage): TCustomerServiceConfig {
  return {
    channels: settings.channels.map((channel) => ({ ...channel, label: pickText(channel.label, language) })),
    workingHours: pickText(settings.workingHours, language),
  };
}
