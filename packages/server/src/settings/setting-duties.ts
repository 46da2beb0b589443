import type { SettingKey } from './setting-schemas.js';

/** The roles below the owner that may be given a setting's duty (the owner holds every duty). */
export type DutyRole = 'finance' | 'content';

export interface SettingDuty {
  /** Who may change it (and, when it is held, approve another's change): the owner and these. */
  roles: readonly DutyRole[];
  /**
   * Whether a change waits for a second operator before it is saved, so that members never see
   * what one person alone decided: where they send money, limits, fees, yields, the four-eyes
   * thresholds themselves, and the domains the app is reached at.
   */
  heldForSecondOperator: boolean;
}

const CONTENT_ALONE: SettingDuty = { roles: ['content'], heldForSecondOperator: false };
const CONTENT_TERMS: SettingDuty = { roles: ['content'], heldForSecondOperator: true };
const MONEY: SettingDuty = { roles: ['finance'], heldForSecondOperator: true };

/**
 * Separation of duties by setting (DESIGN.md, "Operators"): the payee accounts, deposit
 * addresses, rates, withdrawal limits and fees and the four-eyes thresholds are finance's; the
 * product terms (yields, interest, task commissions) and the branding are content's; maintenance
 * is the owner's, as its own command is. Keyed by every setting, so a new one does not compile
 * until someone decides whose it is.
 */
export const SETTING_DUTIES: Readonly<Record<SettingKey, SettingDuty>> = {
  company: CONTENT_ALONE,
  app: CONTENT_ALONE,
  register: CONTENT_ALONE,
  customerService: CONTENT_ALONE,
  countries: CONTENT_ALONE,
  emailEnabled: CONTENT_ALONE,
  protocolEnabled: CONTENT_ALONE,
  // A domain members are sent to is as much a place to redirect them as a deposit address.
  domains: CONTENT_TERMS,
  contract: CONTENT_TERMS,
  interest: CONTENT_TERMS,
  task: CONTENT_TERMS,
  recharge: MONEY,
  withdraw: MONEY,
  withdrawWhitelist: MONEY,
  fourEyes: MONEY,
  // The withdrawal limits of each verification level: limits, as the withdrawal settings are.
  kyc: MONEY,
  maintenance: { roles: [], heldForSecondOperator: false },
};

/** Whether `role` may change the setting `key` (the owner may change all of them). */
export function mayChangeSetting(role: string, key: SettingKey): boolean {
  return role === 'owner' || (SETTING_DUTIES[key].roles as readonly string[]).includes(role);
}

/** The settings `role` may change, for the console to offer only those. */
export function settingsChangeableBy(role: string): SettingKey[] {
  return (Object.keys(SETTING_DUTIES) as SettingKey[]).filter((key) => mayChangeSetting(role, key));
}
