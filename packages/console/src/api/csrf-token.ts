/**
 * The session's CSRF token (docs/console-api.md, "Session"). The cookie is httpOnly, so the token
 * comes in the session's answer and every request that changes something sends it back as a
 * header. Kept in memory only: a reload asks GET /admin/session again.
 */
let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function readCsrfToken(): string | null {
  return csrfToken;
}
