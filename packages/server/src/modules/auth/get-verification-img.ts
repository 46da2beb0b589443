import { API, ZGetVerificationImgRequest, ZGetVerificationImgResponse } from '@meridian/protocol';
import { defineCall } from '../../http/define-call.js';
import { issueCaptcha } from './captcha/captcha-service.js';

export const getVerificationImgCall = defineCall({
  path: API.login.getVerificationImg,
  request: ZGetVerificationImgRequest,
  response: ZGetVerificationImgResponse,
  async handler({ deps, ip }) {
    // Drawing a puzzle costs CPU: a flood from one address is refused early.
    await deps.limiter.enforce(deps.config.limits.captchaPerIp, ip);
    return issueCaptcha(deps.db);
  },
});
