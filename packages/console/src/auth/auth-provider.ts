import type { AuthProvider } from '@refinedev/core';
import { AdminRefusal, isAdminRefusal } from '../api/admin-refusal';
import { adminRequest } from '../api/admin-request';
import { sessionPath, type TConsoleSession, type TOperatorRole } from '@meridian/protocol';
import { PATHS } from '../config/paths';
import { i18n } from '../i18n';
import { refusalDetail, refusalTitle } from '../lib/refusal-text';
import { setWaitingApprovals } from '../live/approvals-count-store';
import { clearPendingQueue } from '../live/pending-count-store';
import { forgetSession, readSession, rememberSession } from './session-store';

export interface LoginForm {
  username: string;
  password: string;
  /** The authenticator's 6 digits or a recovery code; only once the server asked for it. */
  code?: string;
}

export interface OperatorIdentity {
  id: string;
  name: string;
  role: TOperatorRole;
}

export interface OperatorPermissions {
  role: TOperatorRole;
  allowed: readonly string[];
}

/** Where a session of this stage works: set a password or enrol an authenticator before anything else. */
export function homeOf(session: TConsoleSession): string {
  return session.stage === 'ready' ? PATHS.dashboard : PATHS.firstSignIn;
}

/**
 * refine's auth provider on /admin/session (docs/console-api.md, "Session"). Until the stage is
 * `ready` every other route answers 403, so such a session counts as signed out for the working
 * pages and is sent to the first sign-in page instead.
 */
export const authProvider: AuthProvider = {
  login: async ({ username, password, code }: LoginForm) => {
    const trimmed = code?.trim();
    try {
      const { data } = await adminRequest<TConsoleSession>({
        method: 'POST',
        path: sessionPath('session'),
        body: { username, password, ...(trimmed === undefined || trimmed === '' ? {} : { code: trimmed }) },
      });
      rememberSession(data);
      return { success: true, redirectTo: homeOf(data) };
    } catch (error) {
      // refine shows `error` as a notification titled with its name: the console's sentence for
      // the status, the server's message under it. The login page reads `needsCode` to ask for the code.
      const needsCode = isAdminRefusal(error) && error.needsCode;
      // Asked for a code it was given: that code was wrong, or already used (a replay), not missing.
      const codeRefused = needsCode && trimmed !== undefined && trimmed !== '';
      const shown = new Error(codeRefused ? i18n.t('login.codeRefused') : needsCode ? i18n.t('login.codeNeeded') : (refusalDetail(error) ?? ''));
      shown.name = needsCode ? i18n.t('login.title') : refusalTitle(error);
      return { success: false, error: shown, needsCode };
    }
  },

  logout: async () => {
    try {
      await adminRequest({ method: 'DELETE', path: sessionPath('session') });
    } catch {
      // Already signed out on the server (401): the console forgets the session all the same.
    }
    forgetSession();
    clearPendingQueue();
    setWaitingApprovals(null);
    return { success: true, redirectTo: PATHS.login };
  },

  check: async () => {
    const session = await readSession();
    if (session === null) return { authenticated: false, redirectTo: PATHS.login, logout: true };
    if (session.stage !== 'ready') return { authenticated: false, redirectTo: PATHS.firstSignIn };
    return { authenticated: true };
  },

  onError: (error: unknown) => {
    // 401 anywhere: the session ended (expired, or signed out elsewhere). 403 is the role's limit
    // or a stage step, shown on the page that asked.
    if (error instanceof AdminRefusal && error.statusCode === 401) {
      forgetSession();
      return Promise.resolve({ logout: true, redirectTo: PATHS.login, error });
    }
    return Promise.resolve({});
  },

  getIdentity: async (): Promise<OperatorIdentity | null> => {
    const session = await readSession();
    return session === null ? null : { id: session.username, name: session.username, role: session.role };
  },

  getPermissions: async (): Promise<OperatorPermissions | null> => {
    const session = await readSession();
    return session === null ? null : { role: session.role, allowed: session.allowed };
  },
};
