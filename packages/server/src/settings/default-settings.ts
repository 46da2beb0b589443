import { DEFAULT_CONTRACT_SETTINGS } from './contract-settings.js';
import { DEFAULT_FOUR_EYES_SETTINGS } from './four-eyes-settings.js';
import { DEFAULT_KYC_SETTINGS } from './kyc-settings.js';
import { DEFAULT_CUSTOMER_SERVICE_SETTINGS } from './customer-service-settings.js';
import { DEFAULT_INTEREST_SETTINGS } from './interest-settings.js';
import { DEFAULT_TASK_SETTINGS } from './task-settings.js';
import { DEFAULT_RECHARGE_SETTINGS } from './recharge-settings.js';
import { DEFAULT_WITHDRAW_SETTINGS } from './withdraw-settings.js';
import { DEFAULT_WITHDRAW_WHITELIST_SETTINGS } from './withdraw-whitelist-settings.js';
import type { Settings } from './setting-schemas.js';

/**
 * The configuration a fresh installation starts with (the demo seed writes it), and the fallback
 * for a setting the database does not hold.
 */
export const DEFAULT_SETTINGS: Settings = {
  company: { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' },
  app: { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' },
  register: { inviteCodeRequired: false, verifyBy: 'none', agreementCode: 'user_agreement' },
  customerService: DEFAULT_CUSTOMER_SERVICE_SETTINGS,
  maintenance: { maintainStatus: false, message: '', until: null },
  domains: [],
  countries: [
    { code: 'HK', name: 'Hong Kong', dialCode: '+852' },
    { code: 'ID', name: 'Indonesia', dialCode: '+62' },
    { code: 'TR', name: 'Türkiye', dialCode: '+90' },
    { code: 'UA', name: 'Ukraine', dialCode: '+380' },
    { code: 'ES', name: 'Spain', dialCode: '+34' },
    { code: 'MX', name: 'Mexico', dialCode: '+52' },
    { code: 'SK', name: 'Slovakia', dialCode: '+421' },
    { code: 'US', name: 'United States', dialCode: '+1' },
    { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
    { code: 'DE', name: 'Germany', dialCode: '+49' },
    { code: 'FR', name: 'France', dialCode: '+33' },
    { code: 'SG', name: 'Singapore', dialCode: '+65' },
    { code: 'MY', name: 'Malaysia', dialCode: '+60' },
    { code: 'TH', name: 'Thailand', dialCode: '+66' },
    { code: 'VN', name: 'Vietnam', dialCode: '+84' },
    { code: 'PH', name: 'Philippines', dialCode: '+63' },
    { code: 'IN', name: 'India', dialCode: '+91' },
    { code: 'JP', name: 'Japan', dialCode: '+81' },
    { code: 'KR', name: 'South Korea', dialCode: '+82' },
    { code: 'BR', name: 'Brazil', dialCode: '+55' },
    { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
  ],
  emailEnabled: true,
  protocolEnabled: true,
  recharge: DEFAULT_RECHARGE_SETTINGS,
  withdraw: DEFAULT_WITHDRAW_SETTINGS,
  withdrawWhitelist: DEFAULT_WITHDRAW_WHITELIST_SETTINGS,
  contract: DEFAULT_CONTRACT_SETTINGS,
  interest: DEFAULT_INTEREST_SETTINGS,
  task: DEFAULT_TASK_SETTINGS,
  fourEyes: DEFAULT_FOUR_EYES_SETTINGS,
  kyc: DEFAULT_KYC_SETTINGS,
};
