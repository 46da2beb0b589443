import { ADMIN_PREFIX, type AdminMethod } from './admin-route.js';

/**
 * The console's own routes, beside the commands (docs/console-api.md, "Session"): signing in and
 * out, changing the password and enrolling an authenticator. Answers: ZConsoleSession,
 * ZTotpEnrolment, ZTotpConfirmation.
 */
export const SESSION_ROUTES = {
  /** `GET`: the session (401 without one); `POST {username, password, code?}`: sign in; `DELETE`: sign out. */
  session: { path: '/session', methods: ['GET', 'POST', 'DELETE'] },
  /** `POST {password, newPassword}`: the first sign-in's new password, or a change at any time. */
  password: { path: '/session/password', methods: ['POST'] },
  /** `POST {}`: a new authenticator secret to enrol (stage `totp` only). */
  totp: { path: '/session/totp', methods: ['POST'] },
  /** `POST {code}`: the enrolment confirmed; the recovery codes, shown once. */
  totpConfirm: { path: '/session/totp/confirm', methods: ['POST'] },
} as const satisfies Readonly<Record<string, { path: `/${string}`; methods: readonly AdminMethod[] }>>;

export type SessionRouteName = keyof typeof SESSION_ROUTES;

/** `/admin/session/…` of one of the console's own routes. */
export const sessionPath = (name: SessionRouteName): string => `${ADMIN_PREFIX}${SESSION_ROUTES[name].path}`;
