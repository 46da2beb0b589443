import { API, ZLoginResponse, type TSecondStepRequest } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';
import { rememberTwoStep } from '../../../lib/two-step-hint';

/** Quiet, as login: the form keeps a refusal in view (wrong codes lock sign-in like wrong passwords). */
export function secondStep(payload: TSecondStepRequest) {
  return request(API.login.secondStep, payload, ZLoginResponse, { quiet: true });
}

/** Sign-in's second step: the code for the ticket login gave; keeps the session as login does. */
export function useSecondStep() {
  const signIn = useSession((state) => state.signIn);
  return useMutation({
    mutationFn: (payload: TSecondStepRequest) => unwrap(secondStep(payload)),
    onSuccess: (session) => {
      signIn(session, session.member);
      rememberTwoStep(true);
    },
  });
}
