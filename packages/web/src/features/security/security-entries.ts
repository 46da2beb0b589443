import { BankcardOutline, CheckShieldOutline, ClockCircleOutline, KeyOutline, MailOpenOutline, StopOutline, UnlockOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { ROUTE, type RoutePath } from '../../config/routes';
import { TwoStepStatus } from './components/two-step-status';

/**
 * One page of the security centre: its title (`titles.*`), its one-line description
 * (`security.*`), its icon, and `Status`, its state on the row (on/off) where it has one, fetched
 * by the row itself.
 */
export interface SecurityEntry {
  key: string;
  path: RoutePath;
  title: 'twoStep' | 'passkeys' | 'securityRecovery' | 'securityDevices' | 'securityWhitelist' | 'securityAntiPhishing' | 'securityFreeze';
  description: 'entryTwoStep' | 'entryPasskeys' | 'entryRecovery' | 'entryDevices' | 'entryWhitelist' | 'entryAntiPhishing' | 'entryFreeze';
  icon: ComponentType;
  Status?: ComponentType;
}

/** The security centre's list, in the order a member looks for them. */
export const SECURITY_ENTRIES: readonly SecurityEntry[] = [
  { key: 'two-step', path: ROUTE.twoStep, title: 'twoStep', description: 'entryTwoStep', icon: CheckShieldOutline, Status: TwoStepStatus },
  { key: 'passkeys', path: ROUTE.passkeys, title: 'passkeys', description: 'entryPasskeys', icon: KeyOutline },
  { key: 'recovery', path: ROUTE.securityRecovery, title: 'securityRecovery', description: 'entryRecovery', icon: UnlockOutline },
  { key: 'devices', path: ROUTE.securityDevices, title: 'securityDevices', description: 'entryDevices', icon: ClockCircleOutline },
  { key: 'whitelist', path: ROUTE.securityWhitelist, title: 'securityWhitelist', description: 'entryWhitelist', icon: BankcardOutline },
  { key: 'anti-phishing', path: ROUTE.securityAntiPhishing, title: 'securityAntiPhishing', description: 'entryAntiPhishing', icon: MailOpenOutline },
  { key: 'freeze', path: ROUTE.securityFreeze, title: 'securityFreeze', description: 'entryFreeze', icon: StopOutline },
];
