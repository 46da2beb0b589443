import type { CallDefinition } from '../../http/define-call.js';
import { beginPasskeyRegistrationCall } from './begin-passkey-registration.js';
import { beginTwoStepCall } from './begin-two-step.js';
import { confirmTwoStepCall } from './confirm-two-step.js';
import { disableTwoStepCall } from './disable-two-step.js';
import { finishPasskeyRegistrationCall } from './finish-passkey-registration.js';
import { freezeAccountCall } from './freeze-account.js';
import { getDevicesCall } from './get-devices.js';
import { getPasskeysCall } from './get-passkeys.js';
import { getProtectionCall } from './get-protection.js';
import { getSignInsCall } from './get-sign-ins.js';
import { getTwoStepCall } from './get-two-step.js';
import { removePasskeyCall } from './remove-passkey.js';
import { renamePasskeyCall } from './rename-passkey.js';
import { setAntiPhishingCodeCall } from './set-anti-phishing-code.js';
import { setWhitelistCall } from './set-whitelist.js';
import { signOutDeviceCall } from './sign-out-device.js';
import { signOutOthersCall } from './sign-out-others.js';
import { changeContactCall } from '../contact/change-contact.js';
import { sendContactCodeCall } from '../contact/send-contact-code.js';
import { getRecoveryCodesCall } from '../recovery/get-recovery-codes.js';
import { newRecoveryCodesCall } from '../recovery/new-recovery-codes.js';

export const SECURITY_CALLS: readonly CallDefinition[] = [
  getTwoStepCall,
  beginTwoStepCall,
  confirmTwoStepCall,
  disableTwoStepCall,
  getSignInsCall,
  getDevicesCall,
  signOutDeviceCall,
  signOutOthersCall,
  getProtectionCall,
  setWhitelistCall,
  setAntiPhishingCodeCall,
  freezeAccountCall,
  beginPasskeyRegistrationCall,
  finishPasskeyRegistrationCall,
  getPasskeysCall,
  renamePasskeyCall,
  removePasskeyCall,
  sendContactCodeCall,
  changeContactCall,
  getRecoveryCodesCall,
  newRecoveryCodesCall,
];
