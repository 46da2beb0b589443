import type { WithdrawalRules } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';
import type { TWithdrawSettings } from '../../settings/withdraw-settings.js';

export interface WithdrawConfiguration {
  rules: WithdrawalRules;
  settings: TWithdrawSettings;
}

/** The published rules, in the platform currency (the company setting's). */
export async function loadWithdrawConfiguration(deps: Pick<AppDeps, 'settings'>): Promise<WithdrawConfiguration> {
  const [settings, company] = await Promise.all([deps.settings.get('withdraw'), deps.settings.get('company')]);
  return { rules: { ...settings.rules, currency: company.currency }, settings };
}
