import { API, ZSendCodeResponse, ZSendRegisterCaptchaRequest } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { sendCode } from './verification-codes.js';

/** A code to a mobile number, to prove it while registering; the slider first, against floods. */
export const sendRegisterCaptchaCall = defineCall({
  path: API.login.sendRegisterCaptcha,
  request: ZSendRegisterCaptchaRequest,
  response: ZSendCodeResponse,
  async handler({ deps, input, ip, language, device }) {
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    return sendCode(deps, { purpose: 'register_mobile', target: input.mobile, channel: 'sms', recipient: input.mobile, language, ip, device });
  },
});
