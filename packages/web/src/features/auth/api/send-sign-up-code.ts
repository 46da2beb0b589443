import { API, ZSendCodeResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import type { CaptchaAnswer } from './get-verification-img';

export type SignUpCodeTarget = { channel: 'email'; email: string } | { channel: 'mobile'; mobile: string };

/** Sends the 6-digit sign-up code to an email address or a mobile number (each needs the slider first). */
export function sendSignUpCode(target: SignUpCodeTarget, captcha: CaptchaAnswer) {
  return target.channel === 'email'
    ? request(API.login.sendCaptchaEmail, { ...captcha, email: target.email }, ZSendCodeResponse)
    : request(API.login.sendRegisterCaptcha, { ...captcha, mobile: target.mobile }, ZSendCodeResponse);
}

export function useSendSignUpCode() {
  return useMutation({
    mutationFn: ({ target, captcha }: { target: SignUpCodeTarget; captcha: CaptchaAnswer }) => unwrap(sendSignUpCode(target, captcha)),
  });
}
