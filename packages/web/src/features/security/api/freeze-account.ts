import { API, ZOk } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export function freezeAccount(password: string) {
  // A wrong password is said in the dialog, not in a toast.
  return request(API.security.freezeAccount, { password }, ZOk, { quiet: true });
}

/** Freezes the account; every session has ended, this one too, so the app forgets it. */
export function useFreezeAccount() {
  const clearSession = useSession((state) => state.clearSession);
  return useMutation({
    mutationFn: (password: string) => unwrap(freezeAccount(password)),
    onSuccess: () => {
      clearSession();
    },
  });
}
