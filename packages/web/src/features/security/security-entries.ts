import { BankcardOutline, ClockCircleOutline, MailOpenOutline, StopOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { ROUTE, type RoutePath } from '../../config/routes';

/** One page of the security centre: its title (`titles.*`), its one-line description (`security.*`), its icon. */
export interface SecurityEntry {
  key: string;
  path: RoutePath;
  title: 'securityDevices' | 'securityWhitelist' | 'securityAntiPhishing' | 'securityFreeze';
  description: 'entryDevices' | 'entryWhitelist' | 'entryAntiPhishing' | 'entryFreeze';
  icon: ComponentType;
}

/**
 * The security centre's list, in the order a member looks for them. The authenticator app and
 * 2-step sign-in add their own entries here.
 */
export const SECURITY_ENTRIES: readonly SecurityEntry[] = [
  { key: 'devices', path: ROUTE.securityDevices, title: 'securityDevices', description: 'entryDevices', icon: ClockCircleOutline },
  { key: 'whitelist', path: ROUTE.securityWhitelist, title: 'securityWhitelist', description: 'entryWhitelist', icon: BankcardOutline },
  { key: 'anti-phishing', path: ROUTE.securityAntiPhishing, title: 'securityAntiPhishing', description: 'entryAntiPhishing', icon: MailOpenOutline },
  { key: 'freeze', path: ROUTE.securityFreeze, title: 'securityFreeze', description: 'entryFreeze', icon: StopOutline },
];
