import type { TInterestRules } from '@meridian/protocol';
import type { AppDeps } from '../../deps.js';

/** The published rules, in the platform currency (the company setting's). */
export async function loadInterestRules(deps: Pick<AppDeps, 'settings'>): Promise<TInterestRules> {
  const [settings, company] = await Promise.all([deps.settings.get('interest'), deps.settings.get('company')]);
  return { ...settings, currency: company.currency };
}
