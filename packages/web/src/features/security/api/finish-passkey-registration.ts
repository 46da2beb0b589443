import { API, ZFinishPasskeyRegistrationResponse, type TFinishPasskeyRegistrationRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { createPasskey } from '../../../lib/passkey-browser';
import { beginPasskeyRegistration } from './begin-passkey-registration';
import { passkeysQuery } from './get-passkeys';

export function finishPasskeyRegistration(input: TFinishPasskeyRegistrationRequest) {
  return request(API.security.finishPasskeyRegistration, input, ZFinishPasskeyRegistrationResponse);
}

/**
 * Adds a passkey under `name`: the server's options, the browser makes it, the server keeps it. A
 * browser that makes none fails with PasskeyCeremonyError; the server's refusals are toasted.
 */
export function useFinishPasskeyRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await unwrap(beginPasskeyRegistration());
      const credential = await createPasskey(options);
      return unwrap(finishPasskeyRegistration({ name, credential }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
  });
}
