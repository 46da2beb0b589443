import type { CallDefinition } from '../../http/define-call.js';
import { freezeAccountCall } from './freeze-account.js';
import { getDevicesCall } from './get-devices.js';
import { getProtectionCall } from './get-protection.js';
import { getSignInsCall } from './get-sign-ins.js';
import { setAntiPhishingCodeCall } from './set-anti-phishing-code.js';
import { setWhitelistCall } from './set-whitelist.js';
import { signOutDeviceCall } from './sign-out-device.js';
import { signOutOthersCall } from './sign-out-others.js';

export const SECURITY_CALLS: readonly CallDefinition[] = [
  getSignInsCall,
  getDevicesCall,
  signOutDeviceCall,
  signOutOthersCall,
  getProtectionCall,
  setWhitelistCall,
  setAntiPhishingCodeCall,
  freezeAccountCall,
];
