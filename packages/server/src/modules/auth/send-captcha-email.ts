import { API, ZSendCaptchaEmailRequest, ZSendCodeResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { sendCode } from './verification-codes.js';

/** A code to an email address, to prove it while registering. */
export const sendCaptchaEmailCall = defineCall({
  path: API.login.sendCaptchaEmail,
  request: ZSendCaptchaEmailRequest,
  response: ZSendCodeResponse,
  async handler({ deps, input, ip, language, device }) {
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    const email = input.email.toLowerCase();
    return sendCode(deps, { purpose: 'register_email', target: email, channel: 'email', recipient: input.email, language, ip, device });
  },
});
