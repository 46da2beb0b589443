import type { CallDefinition } from '../../http/define-call.js';
import { existsUsernameCall } from './exists-username.js';
import { getVerificationImgCall } from './get-verification-img.js';
import { loginCall } from './login.js';
import { checkMobileCaptchaCall, resetLoginPasswordCall, sendUpPwdCaptchaCall } from './password-reset.js';
import { registerCall } from './register.js';
import { secondStepCall } from './second-step.js';
import { sendCaptchaEmailCall, sendRegisterCaptchaCall } from './send-register-codes.js';
import { logoutCall, refreshAccessTokenCall } from './session-calls.js';

export const AUTH_CALLS: readonly CallDefinition[] = [
  getVerificationImgCall,
  registerCall,
  existsUsernameCall,
  sendRegisterCaptchaCall,
  sendCaptchaEmailCall,
  loginCall,
  secondStepCall,
  logoutCall,
  refreshAccessTokenCall,
  sendUpPwdCaptchaCall,
  checkMobileCaptchaCall,
  resetLoginPasswordCall,
];
