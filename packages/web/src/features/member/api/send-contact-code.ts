import { API, ZSendCodeResponse, type TSendContactCodeRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

/** A new email or phone, step 1: the password (and the 2-step code) prove the member; a code goes to the new address. */
export function sendContactCode(input: TSendContactCodeRequest) {
  return request(API.security.sendContactCode, input, ZSendCodeResponse);
}

export function useSendContactCode() {
  return useMutation({
    mutationFn: (input: TSendContactCodeRequest) => unwrap(sendContactCode(input)),
  });
}
