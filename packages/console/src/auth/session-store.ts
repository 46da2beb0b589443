import { AdminRefusal } from '../api/admin-refusal';
import { adminRequest } from '../api/admin-request';
import { sessionPath, type TConsoleSession } from '@meridian/protocol';
import { setCsrfToken } from '../api/csrf-token';

/**
 * The signed-in operator as the server last described them. refine asks for the session on every
 * navigation (check, permissions, each `can`): one GET /admin/session answers them all until the
 * session changes (sign-in, a stage step, sign-out).
 */
let current: Promise<TConsoleSession | null> | null = null;

/** Keeps a session the server has just answered with; its CSRF token goes on every change. */
export function rememberSession(session: TConsoleSession | null): void {
  setCsrfToken(session?.csrfToken ?? null);
  current = Promise.resolve(session);
}

/** Forgets the session (signed out, or refused with 401): the next read asks the server. */
export function forgetSession(): void {
  setCsrfToken(null);
  current = null;
}

async function fetchSession(): Promise<TConsoleSession | null> {
  try {
    const { data } = await adminRequest<TConsoleSession>({ method: 'GET', path: sessionPath('session') });
    setCsrfToken(data.csrfToken);
    return data;
  } catch (error) {
    if (error instanceof AdminRefusal && error.statusCode === 401) {
      setCsrfToken(null);
      return null;
    }
    // Not an answer about the session (the server is down): ask again next time.
    current = null;
    throw error;
  }
}

/** The session, or null when nobody is signed in. */
export function readSession(): Promise<TConsoleSession | null> {
  current ??= fetchSession();
  return current;
}
