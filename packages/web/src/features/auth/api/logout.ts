import { API, ZOk } from '@meridian/protocol';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/request';
import { useSession } from '../../../lib/session-store';

export function logout() {
  return request(API.member.logout, {}, ZOk);
}

/**
 * Ends the session on the server, then here whatever the server said: a member who taps
 * "log out" is logged out even when offline. (The app drops the member's cached data when the
 * session ends, whatever ended it.)
 */
export function useLogout() {
  const clearSession = useSession((state) => state.clearSession);
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      clearSession();
    },
  });
}
