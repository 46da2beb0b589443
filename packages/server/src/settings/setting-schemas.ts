import { z } from 'zod';
import {
  ZCountry,
  ZMaintainConfig,
  ZRegisterConfig,
} from '@meridian/protocol';
import { ZAppSettings } from './app-settings.js';
import { ZCompanySettings } from './company-settings.js';
import { ZContractSettings } from './contract-settings.js';
import { ZFourEyesSettings } from './four-eyes-settings.js';
import { ZCustomerServiceSettings } from './customer-service-settings.js';
import { ZInterestSettings } from './interest-settings.js';
import { ZTaskSettings } from './task-settings.js';
import { ZRechargeSettings } from './recharge-settings.js';
import { ZWithdrawSettings } from './withdraw-settings.js';
import { ZWithdrawWhitelistSettings } from './withdraw-whitelist-settings.js';

/** Every operator setting, its shape, and the value used until the operator sets one. */
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
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };
