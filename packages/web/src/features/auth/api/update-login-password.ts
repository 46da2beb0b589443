import { API, ZOk } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export interface ResetPasswordInput {
  resetTicket: string;
  password: string;
  confirmPassword: string;
}

/** Password reset, step 3: the new password, with the ticket of step 2. */
export function resetPassword(input: ResetPasswordInput) {
  return request(API.login.updateLoginPassword, input, ZOk);
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => unwrap(resetPassword(input)) });
}
