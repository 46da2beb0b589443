import { API, ZRegisterResponse, type TRegisterRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { STORAGE_KEY, setItem } from '../../../lib/storage';

export function register(payload: TRegisterRequest) {
  return request(API.login.register, payload, ZRegisterResponse);
}

/** Creates the account; the login page then opens with the new username filled in. */
export function useRegister() {
  return useMutation({
    mutationFn: (payload: TRegisterRequest) => unwrap(register(payload)),
    onSuccess: (account) => {
      setItem(STORAGE_KEY.lastUsername, account.username, null);
    },
  });
}
