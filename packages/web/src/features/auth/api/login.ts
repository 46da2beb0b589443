import { API, CODE, ZLoginResponse, ZSecondStepTicket, type TLoginRequest, type TSecondStepTicket } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { RequestError, unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { STORAGE_KEY, getItem, setItem } from '../../../lib/storage';
import { rememberTwoStep } from '../../../lib/two-step-hint';

/** The username last used to log in or sign up on this device, to fill in for the member. */
export function rememberedUsername(): string {
  return getItem(STORAGE_KEY.lastUsername, z.string()) ?? '';
}

/** Quiet: the login page keeps a refusal in view itself (a lock with its time left), not in a toast. */
export function login(payload: TLoginRequest) {
  return request(API.login.login, payload, ZLoginResponse, { quiet: true });
}

/**
 * Signs in and keeps the session; the username is remembered for the next visit. With 2-step on
 * the call fails with TWO_STEP_REQUIRED and its ticket (`secondStepTicketOf`).
 */
export function useLogin() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: (payload: TLoginRequest) => unwrap(login(payload)),
    onSuccess: (session, payload) => {
      signIn(session, session.member);
      setItem(STORAGE_KEY.lastUsername, payload.username, null);
      // Signed in with the password alone: 2-step is off for this member.
      rememberTwoStep(false);
    },
  });
}

/** The ticket of a login that asks for the 2-step code, or null for any other failure. */
export function secondStepTicketOf(error: unknown): TSecondStepTicket | null {
  if (!(error instanceof RequestError) || error.failure.code !== CODE.TWO_STEP_REQUIRED) return null;
  const ticket = ZSecondStepTicket.safeParse(error.failure.data);
  return ticket.success ? ticket.data : null;
}
