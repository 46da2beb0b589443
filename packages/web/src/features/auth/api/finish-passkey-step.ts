import { API, ZLoginResponse, type TFinishPasskeyStepRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { signWithPasskey } from '../../../lib/passkey-browser';
import { useSession } from '../../../lib/session-store';
import { rememberTwoStep } from '../../../lib/two-step-hint';
import { beginPasskeyStep } from './begin-passkey-step';

export function finishPasskeyStep(input: TFinishPasskeyStepRequest) {
  return request(API.login.finishPasskeyStep, input, ZLoginResponse);
}

/** Sign-in's second step with a passkey instead of the code, for login's ticket; keeps the session as secondStep does. */
export function useFinishPasskeyStep() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: async (ticket: string) => {
      const options = await unwrap(beginPasskeyStep({ ticket }));
      const credential = await signWithPasskey(options);
      return unwrap(finishPasskeyStep({ ticket, credential }));
    },
    onSuccess: (session) => {
      signIn(session, session.member);
      rememberTwoStep(true);
    },
  });
}
