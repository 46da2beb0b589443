import { API, ZLoginResponse, type TFinishPasskeySignInRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { signWithPasskey } from '../../../lib/passkey-browser';
import { useSession } from '../../../lib/session-store';
import { beginPasskeySignIn } from './begin-passkey-sign-in';

export function finishPasskeySignIn(input: TFinishPasskeySignInRequest) {
  return request(API.login.finishPasskeySignIn, input, ZLoginResponse);
}

/**
 * Signs in with a passkey instead of the password: the server's challenge, the member picks a
 * passkey and unlocks it on the device, the server opens a session, kept as login keeps one. A
 * browser that uses none fails with PasskeyCeremonyError.
 */
export function useFinishPasskeySignIn() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: async () => {
      const options = await unwrap(beginPasskeySignIn());
      const credential = await signWithPasskey(options);
      return unwrap(finishPasskeySignIn({ credential }));
    },
    onSuccess: (session) => { signIn(session, session.member); },
  });
}
