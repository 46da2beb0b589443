import { API, ZSendCodeResponse } from '@meridian/protocol';
import { request } from '../../../api/request';
import type { CaptchaAnswer } from './get-verification-img';

/** Sends the 6-digit sign-up code to an email address (the slider first). */
export function sendCaptchaEmail(email: string, captcha: CaptchaAnswer) {
  return request(API.login.sendCaptchaEmail, { ...captcha, email }, ZSendCodeResponse);
}
