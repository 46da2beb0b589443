import { adminRequest } from '../api/admin-request';
import { sessionPath, type TConsoleSession } from '@meridian/protocol';
import { rememberSession } from '../auth/session-store';

/**
 * The signed-in operator's own password change (POST /admin/session/password). The server ends
 * every other session of theirs and opens a new one here: its CSRF token is kept at once.
 */
export async function changeOwnPassword(password: string, newPassword: string): Promise<TConsoleSession> {
  const { data } = await adminRequest<TConsoleSession>({ method: 'POST', path: sessionPath('password'), body: { password, newPassword } });
  rememberSession(data);
  return data;
}
