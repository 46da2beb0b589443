import { API, ZSendCodeResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import type { CaptchaAnswer } from './get-verification-img';

/** Sends the 6-digit sign-up code to a mobile number (the slider first). */
export function sendRegisterCaptcha(mobile: string, captcha: CaptchaAnswer) {
  return request(API.login.sendRegisterCaptcha, { ...captcha, mobile }, ZSendCodeResponse);
}
