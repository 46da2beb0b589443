import { vi, type Mock } from 'vitest';
import { envelope } from '../api/envelope';

/** One call as the server saw it: path, headers and the decrypted payload. */
export interface SeenCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  payload: unknown;
}

export interface ServerAnswer {
  code: number;
  msg?: string;
  data?: unknown;
  /** HTTP status; the real server always answers 200. */
  status?: number;
}

type Responder = (call: SeenCall) => ServerAnswer | Promise<ServerAnswer>;

/**
 * Replaces `fetch` with a fake server that speaks the envelope: it decrypts each request body and
 * encrypts `{code, msg, data}` back. Returns the mock and the calls it saw.
 */
export function mockServer(respond: Responder): { fetch: Mock; calls: SeenCall[] } {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Header names are case-insensitive; compare them in lower case (happy-dom keeps the case given).
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]));
    const body = typeof init?.body === 'string' ? init.body : '';
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const call: SeenCall = { path, method: init?.method ?? 'GET', headers, payload: envelope.decode(body) };
    calls.push(call);
    const answer = await respond(call);
    return new Response(envelope.encode({ code: answer.code, msg: answer.msg ?? '', data: answer.data ?? null }), {
      status: answer.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetch: fetchMock, calls };
}

/** The payloads of the calls made to `path`, in order. */
export const payloadsTo = (calls: readonly SeenCall[], path: string): unknown[] => calls.filter((call) => call.path === path).map((call) => call.payload);
