import { ADMIN_PREFIX, type AdminMethod } from '@meridian/protocol';
import { currentLanguage } from '../i18n';
import { AdminRefusal } from './admin-refusal';
import { readCsrfToken } from './csrf-token';

/** The admin API, same origin as the console (docs/console-api.md). */
export const ADMIN_BASE = ADMIN_PREFIX;

export type { AdminMethod };
export type QueryValue = string | number | boolean | null | undefined;

export interface AdminRequest {
  method: AdminMethod;
  /** The contract's address of the call: `adminPath('member', { id: 12 })`, `sessionPath('session')`. */
  path: string;
  /** Query parameters; empty, null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
}

/** A success: the server's sentence (what the CLI would print) and the command's data. */
export interface AdminAnswer<T> {
  message: string;
  /** The language the sentence is in (`Content-Language`), when the server said. */
  messageLanguage: string | null;
  data: T;
}

export function adminUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return `${path}${text === '' ? '' : `?${text}`}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (header === null) return null;
  const seconds = Number.parseInt(header, 10);
  return Number.isFinite(seconds) ? seconds : null;
}

/**
 * The one way the console calls the server. Anything but GET carries the session's CSRF token
 * and a JSON body; an answer that is not `ok` (or not JSON at all, such as a proxy's 502 page)
 * becomes an AdminRefusal with the status and the server's message.
 */
export async function adminRequest<T>({ method, path, query, body }: AdminRequest): Promise<AdminAnswer<T>> {
  // The server answers in the operator's language, as the members' API answers members.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  if (method !== 'GET') {
    headers['content-type'] = 'application/json';
    const token = readCsrfToken();
    if (token !== null) headers['x-csrf-token'] = token;
  }
  const response = await fetch(adminUrl(path, query), {
    method,
    headers,
    credentials: 'same-origin',
    // A JSON object even when the command takes no field: the server parses every body as one.
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const answer: unknown = await response.json().catch(() => null);
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : response.statusText;
  const messageLanguage = response.headers.get('content-language');
  if (!response.ok || !isRecord(answer) || answer.ok !== true) {
    const needsCode = isRecord(answer) && answer.needsCode === true;
    // A 200 that is not `ok` is still a refusal; 422 is the contract's status for a refused command.
    const status = response.ok ? 422 : response.status;
    throw new AdminRefusal(status, message, { needsCode, retryAfterSeconds: retryAfterOf(response), messageLanguage });
  }
  // The shape is docs/console-api.md's, trusted as the member app trusts its own server's.
  return { message, messageLanguage, data: answer.data as T };
}
