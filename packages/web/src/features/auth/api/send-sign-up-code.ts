import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import type { CaptchaAnswer } from './get-verification-img';
import { sendCaptchaEmail } from './send-captcha-email';
import { sendRegisterCaptcha } from './send-register-captcha';

export type SignUpCodeTarget = { channel: 'email'; email: string } | { channel: 'mobile'; mobile: string };

/** The sign-up code goes by the channel the member signs up with: one of two calls. */
function sendSignUpCode(target: SignUpCodeTarget, captcha: CaptchaAnswer) {
  return target.channel === 'email' ? sendCaptchaEmail(target.email, captcha) : sendRegisterCaptcha(target.mobile, captcha);
}

export function useSendSignUpCode() {
  return useMutation({
    mutationFn: ({ target, captcha }: { target: SignUpCodeTarget; captcha: CaptchaAnswer }) => unwrap(sendSignUpCode(target, captcha)),
  });
}
