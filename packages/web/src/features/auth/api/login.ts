import { API, ZLoginResponse, type TLoginRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { STORAGE_KEY, getItem, setItem } from '../../../lib/storage';

/** The username last used to log in or sign up on this device, to fill in for the member. */
export function rememberedUsername(): string {
  return getItem(STORAGE_KEY.lastUsername, z.string()) ?? '';
}

export function login(payload: TLoginRequest) {
  return request(API.login.login, payload, ZLoginResponse);
}

/** Signs in and keeps the session; the username is remembered for the next visit. */
export function useLogin() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: (payload: TLoginRequest) => unwrap(login(payload)),
    onSuccess: (session, payload) => {
      signIn(session, session.member);
      setItem(STORAGE_KEY.lastUsername, payload.username, null);
    },
  });
}
