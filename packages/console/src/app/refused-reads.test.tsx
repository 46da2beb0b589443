import '@ant-design/v5-patch-for-react-19';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession } from '@meridian/protocol';
import { retryUnlessRefused } from '../lib/query-retry';
import { AdminRefusal } from '../api/admin-refusal';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['dashboard', 'members', 'member', 'bills'] };

/** The admin API for a finance operator: the audit log (the owner's alone) is refused with 403. */
function stubServer(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://console.test').pathname;
      asked.push(path);
      if (path === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      if (path === '/admin/audit') return jsonAnswer(403, { ok: false, message: 'The finance role may not do this.' });
      return jsonAnswer(404, { ok: false, message: 'Not Found' });
    }),
  );
  return asked;
}

afterEach(closeConsole);

describe('a page the role may not open, typed by address', () => {
  it('shows the refusal at once: a 403 is the answer, not a failure to ask again', async () => {
    const asked = stubServer();
    openConsoleAt('/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not do this.');
    // Shown after the one answer: retried, it showed only after four, 7 s of back-off later. That
    // it is never asked again is retryUnlessRefused's answer to a 403, below.
    expect(asked.filter((path) => path === '/admin/audit')).toHaveLength(1);
  });
});

describe('retryUnlessRefused', () => {
  it('asks again after a network failure or a 5xx, never after a 4xx', () => {
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(2, new AdminRefusal(502, 'Bad Gateway'))).toBe(true);
    expect(retryUnlessRefused(3, new AdminRefusal(502, 'Bad Gateway'))).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(retryUnlessRefused(0, new AdminRefusal(status, ''))).toBe(false);
  });
});
