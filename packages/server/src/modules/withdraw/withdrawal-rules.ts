import type { TKycSettings, WithdrawalRules } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { TWithdrawSettings } from '../../settings/withdraw-settings.js';

export interface WithdrawConfiguration {
  rules: WithdrawalRules;
  settings: TWithdrawSettings;
  /** Each verification level's withdrawal limits per 24 hours and 30 days (the `kyc` setting), levels 0 to 3. */
  levelLimits: TKycSettings['limits'];
}

/** The published rules, in the platform currency (the company setting's), and the levels' limits. */
export async function loadWithdrawConfiguration(deps: Pick<AppDeps, 'settings'>): Promise<WithdrawConfiguration> {
  const [settings, company, kyc] = await Promise.all([deps.settings.get('withdraw'), deps.settings.get('company'), deps.settings.get('kyc')]);
  return { rules: { ...settings.rules, currency: company.currency }, settings, levelLimits: kyc.limits };
}
