import { API, ZUndoContactChangeResponse } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export function undoContactChange(token: string) {
  // A used or expired link is said on the page itself, in the server's words.
  return request(API.login.undoContactChange, { token }, ZUndoContactChangeResponse, { quiet: true });
}

/**
 * Undoes a change of email or phone from the link mailed to the old address. The server ends every
 * session of the member, this browser's too when it had one: the app forgets it, as after a freeze.
 */
export function useUndoContactChange() {
  const clearSession = useSession((state) => state.clearSession);
  return useMutation({
    mutationFn: (token: string) => unwrap(undoContactChange(token)),
    onSuccess: () => {
      clearSession();
    },
  });
}
