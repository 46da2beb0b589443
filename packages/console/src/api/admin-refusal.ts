import type { HttpError } from '@refinedev/core';

/**
 * A refusal of the admin API (`{ok: false, message}` with a 4xx or 5xx status), in the shape refine
 * expects of an error (HttpError: `statusCode` and `message`). The message is the server's, in the
 * operator's language where it has one; pages show their own text for the status above it (refusal-text.ts).
 */
export class AdminRefusal extends Error implements HttpError {
  [key: string]: unknown;
  readonly statusCode: number;
  /** POST /admin/session answered 401 because the authenticator's code is missing. */
  readonly needsCode: boolean;
  /** From `retry-after` on a 429, when the server sent one. */
  readonly retryAfterSeconds: number | null;
  /** The language of the message (`Content-Language`), when the server said: its English is not shown under a Chinese title. */
  readonly messageLanguage: string | null;

  constructor(statusCode: number, message: string, options: { needsCode?: boolean; retryAfterSeconds?: number | null; messageLanguage?: string | null } = {}) {
    super(message);
    this.name = 'AdminRefusal';
    this.statusCode = statusCode;
    this.needsCode = options.needsCode ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.messageLanguage = options.messageLanguage ?? null;
  }
}

export function isAdminRefusal(error: unknown): error is AdminRefusal {
  return error instanceof AdminRefusal;
}
