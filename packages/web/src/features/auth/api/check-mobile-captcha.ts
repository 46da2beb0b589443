import { API, ZCheckMobileCaptchaResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** Password reset, step 2: the code is exchanged for a short-lived reset ticket. */
export function checkResetCode(username: string, code: string) {
  return request(API.login.checkMobileCaptcha, { username, code }, ZCheckMobileCaptchaResponse);
}

export function useCheckResetCode() {
  return useMutation({
    mutationFn: ({ username, code }: { username: string; code: string }) => unwrap(checkResetCode(username, code)),
  });
}
