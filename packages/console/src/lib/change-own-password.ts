import { adminRequest } from '../api/admin-request';
import type { Session } from '../api/admin-types';
import { rememberSession } from '../auth/session-store';

/**
 * The signed-in operator's own password change (POST /admin/session/password). The server ends
 * every other session of theirs and opens a new one here: its CSRF token is kept at once.
 */
export async function changeOwnPassword(password: string, newPassword: string): Promise<Session> {
  const { data } = await adminRequest<Session>({ method: 'POST', path: '/session/password', body: { password, newPassword } });
  rememberSession(data);
  return data;
}
