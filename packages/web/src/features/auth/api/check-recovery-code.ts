import { API, ZCheckMobileCaptchaResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import type { CaptchaAnswer } from './get-verification-img';

export interface RecoveryCodeCheck {
  username: string;
  recoveryCode: string;
  captcha: CaptchaAnswer;
}

/**
 * Password reset with an account recovery code instead of a code sent by mail or SMS: the answer
 * is the same reset ticket as the code's.
 */
export function checkRecoveryCode({ username, recoveryCode, captcha }: RecoveryCodeCheck) {
  return request(API.login.checkRecoveryCode, { ...captcha, username, recoveryCode }, ZCheckMobileCaptchaResponse);
}

export function useCheckRecoveryCode() {
  return useMutation({
    mutationFn: (check: RecoveryCodeCheck) => unwrap(checkRecoveryCode(check)),
  });
}
