import { API, CODE, ZSendCodeResponse, ZSendUpPwdCaptchaRequest } from '@meridian/protocol';
import { AppError } from '../../http/app-error.js';
import { defineCall } from '../../http/define-call.js';
import { findMemberByUsername } from '../member/member-store.js';
import { verifyCaptcha } from './captcha/captcha-service.js';
import { knownDeviceOf } from './member-devices.js';
import { memberTarget } from './reset-tickets.js';
import { sendCode } from './verification-codes.js';

/** Password reset, step 1: a code goes to the email (or else the phone) on the account. */
export const sendUpPwdCaptchaCall = defineCall({
  path: API.login.sendUpPwdCaptcha,
  request: ZSendUpPwdCaptchaRequest,
  response: ZSendCodeResponse,
  async handler({ deps, input, ip, language, device }) {
    await verifyCaptcha(deps.db, deps.config.captchaEnabled, input);
    const member = await findMemberByUsername(deps.db, input.username);
    if (!member) throw new AppError(CODE.WRONG_CREDENTIALS, 'error.accountNotFound', {}, { fields: ['username'] });
    const channel = member.email ? 'email' : member.phone ? 'sms' : null;
    if (!channel) throw new AppError(CODE.NO_CONTACT, 'error.noContact');
    return sendCode(deps, {
      purpose: 'reset_password',
      target: memberTarget(member.id),
      channel,
      recipient: channel === 'email' ? member.email : member.phone,
      language,
      ip,
      memberId: member.id,
      device,
      isKnownDevice: (await knownDeviceOf(deps.db, member.id, device.token)) !== null,
    });
  },
});
