import { z } from 'zod/mini';
import { ZCountry } from '../../schemas/common/get-country-list.js';
import { ZMaintainConfig } from '../../schemas/common/get-maintain-config.js';
import { ZRegisterConfig } from '../../schemas/common/get-register-config.js';
import { ZAppSettings } from './app-settings.js';
import { ZCompanySettings } from './company-settings.js';
import { ZContractSettings } from './contract-settings.js';
import { ZCustomerServiceSettings } from './customer-service-settings.js';
import { ZFourEyesSettings } from './four-eyes-settings.js';
import { ZInterestSettings } from './interest-settings.js';
import { ZKycSettings } from './kyc-settings.js';
import { ZRechargeSettings } from './recharge-settings.js';
import { ZTaskSettings } from './task-settings.js';
import { ZWithdrawSettings } from './withdraw-settings.js';
import { ZWithdrawWhitelistSettings } from './withdraw-whitelist-settings.js';

/**
 * Every operator setting and its shape: what `settings-get` answers and `settings-set` takes
 * (docs/console-api.md), what the server stores and what the console's forms edit. The values
 * used until the operator sets one are the server's (settings/default-settings.ts).
 */
export const SETTING_SCHEMAS = {
  company: ZCompanySettings,
  app: ZAppSettings,
  register: ZRegisterConfig,
  customerService: ZCustomerServiceSettings,
  maintenance: ZMaintainConfig,
  domains: z.array(z.string()),
  countries: z.array(ZCountry),
  emailEnabled: z.boolean(),
  protocolEnabled: z.boolean(),
  recharge: ZRechargeSettings,
  withdraw: ZWithdrawSettings,
  withdrawWhitelist: ZWithdrawWhitelistSettings,
  contract: ZContractSettings,
  interest: ZInterestSettings,
  task: ZTaskSettings,
  fourEyes: ZFourEyesSettings,
  kyc: ZKycSettings,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

/** Every key, so a setting added above is editable (and listed) with no change elsewhere. */
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as [SettingKey, ...SettingKey[]];
export const ZSettingKey = z.enum(SETTING_KEYS, { message: `one of ${SETTING_KEYS.join(', ')}` });
