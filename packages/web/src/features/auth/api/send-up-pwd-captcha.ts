import { API, ZSendCodeResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import type { CaptchaAnswer } from './get-verification-img';

/**
 * Password reset, step 1: a code goes to the email or phone on the account. Quiet: the page says
 * what failed, and for an account with neither it offers a recovery code instead of the toast.
 */
export function sendResetCode(username: string, captcha: CaptchaAnswer) {
  return request(API.login.sendUpPwdCaptcha, { ...captcha, username }, ZSendCodeResponse, { quiet: true });
}

export function useSendResetCode() {
  return useMutation({
    mutationFn: ({ username, captcha }: { username: string; captcha: CaptchaAnswer }) => unwrap(sendResetCode(username, captcha)),
  });
}
