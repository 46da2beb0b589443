import { DEFAULT_SUPPORT_SCHEDULE, pickText, type AppLanguage, type TCustomerServiceConfig, type TCustomerServiceSettings } from '@meridian/protocol';
import { SUPPORT_TEXTS } from './demo-names.js';

/** The support desk's schema is the protocol's (ZCustomerServiceSettings), its default schedule with it. */
export { DEFAULT_SUPPORT_SCHEDULE, type TCustomerServiceSettings };

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
