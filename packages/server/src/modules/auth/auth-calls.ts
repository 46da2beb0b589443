import type { CallDefinition } from '../../http/define-call.js';
import { beginPasskeySignInCall } from './begin-passkey-sign-in.js';
import { beginPasskeyStepCall } from './begin-passkey-step.js';
import { existsUsernameCall } from './exists-username.js';
import { finishPasskeySignInCall } from './finish-passkey-sign-in.js';
import { finishPasskeyStepCall } from './finish-passkey-step.js';
import { getVerificationImgCall } from './get-verification-img.js';
import { loginCall } from './login.js';
import { checkMobileCaptchaCall, resetLoginPasswordCall, sendUpPwdCaptchaCall } from './password-reset.js';
import { registerCall } from './register.js';
import { secondStepCall } from './second-step.js';
import { sendCaptchaEmailCall, sendRegisterCaptchaCall } from './send-register-codes.js';
import { logoutCall, refreshAccessTokenCall } from './session-calls.js';
import { undoContactChangeCall } from '../contact/contact-change-calls.js';
import { checkRecoveryCodeCall } from '../recovery/recovery-code-calls.js';

export const AUTH_CALLS: readonly CallDefinition[] = [
  getVerificationImgCall,
  registerCall,
  existsUsernameCall,
  sendRegisterCaptchaCall,
  sendCaptchaEmailCall,
  loginCall,
  secondStepCall,
  beginPasskeySignInCall,
  finishPasskeySignInCall,
  beginPasskeyStepCall,
  finishPasskeyStepCall,
  logoutCall,
  refreshAccessTokenCall,
  sendUpPwdCaptchaCall,
  checkMobileCaptchaCall,
  resetLoginPasswordCall,
  checkRecoveryCodeCall,
  undoContactChangeCall,
];
