import { API, ZOk } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
  twoStepCode?: string;
}

export function updateLoginPassword(input: ChangePasswordInput) {
  return request(API.member.updateLoginPassword, input, ZOk);
}

export function useUpdateLoginPassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => unwrap(updateLoginPassword(input)) });
}
