import type { CallDefinition } from '../../http/define-call.js';
import { beginPasskeySignInCall } from './begin-passkey-sign-in.js';
import { beginPasskeyStepCall } from './begin-passkey-step.js';
import { checkMobileCaptchaCall } from './check-mobile-captcha.js';
import { existsUsernameCall } from './exists-username.js';
import { finishPasskeySignInCall } from './finish-passkey-sign-in.js';
import { finishPasskeyStepCall } from './finish-passkey-step.js';
import { getVerificationImgCall } from './get-verification-img.js';
import { loginCall } from './login.js';
import { logoutCall } from './logout.js';
import { refreshAccessTokenCall } from './refresh-access-token.js';
import { registerCall } from './register.js';
import { secondStepCall } from './second-step.js';
import { sendCaptchaEmailCall } from './send-captcha-email.js';
import { sendRegisterCaptchaCall } from './send-register-captcha.js';
import { sendUpPwdCaptchaCall } from './send-up-pwd-captcha.js';
import { resetLoginPasswordCall } from './update-login-password.js';
import { undoContactChangeCall } from '../contact/undo-contact-change.js';
import { checkRecoveryCodeCall } from '../recovery/check-recovery-code.js';

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
