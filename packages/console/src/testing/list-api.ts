import { vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { jsonAnswer } from './test-env';

/**
 * The admin API with one list route as a fetch stub: the session, and the route's data made from
 * each request's query by `answer`. Returns every query the page sent to the route, in order.
 */
export function stubListRoute(session: TConsoleSession, path: string, answer: (query: URLSearchParams) => unknown): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://console.test');
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname !== path) return jsonAnswer(404, { ok: false, message: 'Not found' });
      asked.push(searchParams);
      return jsonAnswer(200, { ok: true, message: '', data: answer(searchParams) });
    }),
  );
  return asked;
}

/** The last query the page sent, as a plain object. */
export const lastQuery = (asked: readonly URLSearchParams[]): Record<string, string> => Object.fromEntries(asked.at(-1)?.entries() ?? []);
