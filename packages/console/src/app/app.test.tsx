import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard, Session } from '../api/admin-types';
import enUS from '../i18n/en-US.json';
import { initI18n } from '../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../testing/console-page';
import { typeInto } from '../testing/console-screen';

// The shell's tests have no server for the live channel to reach (it has tests of its own, in
// live/): a signed-in shell opens none here instead of trying localhost:3000.
vi.mock('../live/operator-channel', () => ({ OPERATOR_NAMESPACE: '/operators', openOperatorChannel: () => Promise.resolve(() => undefined) }));

const DASHBOARD: Dashboard = {
  today: {
    recharges: { count: 2, sum: '300.00', requested: { count: 3, sum: '400.00' } },
    withdrawals: { count: 1, sum: '50.00', requested: { count: 2, sum: '90.00' } },
    newMembers: 4,
  },
  pending: { count: 1, oldestAt: new Date(Date.now() - 3_600_000).toISOString() },
  online: 12,
  days: [
    { day: '2026-11-23', contractVolume: '1000.00', platformResult: '-20.00' },
    { day: '2026-11-24', contractVolume: '1500.00', platformResult: '35.00' },
  ],
  maintenance: { on: false, message: null },
  ledgerCheck: null,
  priceFeed: null,
};

/** Answers the admin API routes the shell calls at start; a sign-in is told a code is needed. */
function stubServer(session: Session | null): RequestInit[] {
  const signIns: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://console.test').pathname;
      if (path === '/admin/session' && init.method === 'POST') {
        signIns.push(init);
        return jsonAnswer(401, { ok: false, message: 'An authenticator code is needed', needsCode: true });
      }
      if (path === '/admin/session') return session === null ? jsonAnswer(401, { ok: false, message: 'Not signed in' }) : jsonAnswer(200, { ok: true, message: '', data: session });
      if (path === '/admin/dashboard') return jsonAnswer(200, { ok: true, message: '', data: DASHBOARD });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return signIns;
}

function inputById(id: string): HTMLInputElement {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return input;
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe('the console shell', () => {
  it('sends a visitor without a session to the login page', async () => {
    stubServer(null);
    openConsoleAt('/');
    await waitFor(() => document.querySelector('h1')?.textContent === 'Sign in to the console', 'the login heading');
    expect(window.location.pathname).toBe('/console/login');
    expect(document.querySelector('label[for="username"]')?.textContent).toBe('Username');
  });

  it('asks for the authenticator code when the server answers needsCode', async () => {
    const signIns = stubServer(null);
    openConsoleAt('/login');
    await waitFor(() => document.getElementById('username') !== null, 'the login form');
    typeInto(inputById('username'), 'ann');
    typeInto(inputById('password'), 'secret-password');
    const submit = document.querySelector('button[type="submit"]');
    if (!(submit instanceof HTMLButtonElement)) throw new Error('no submit button');
    act(() => {
      submit.click();
    });
    await waitFor(() => document.getElementById('code') !== null, 'the code field');
    expect(document.querySelector('label[for="code"]')?.textContent).toBe('Authenticator or recovery code');
    const body = signIns[0]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ username: 'ann', password: 'secret-password' });
  });

  it('sends an operator who must still set a password to the first sign-in page', async () => {
    stubServer({ username: 'nova', role: 'support', stage: 'password', csrfToken: 't', allowed: [] });
    openConsoleAt('/members');
    await waitFor(() => document.querySelector('h1')?.textContent === 'First sign-in', 'the first sign-in heading');
    expect(document.body.textContent).toContain('One-time password');
  });

  it('shows a ready operator the dashboard and only the resources their role may list', async () => {
    stubServer({ username: 'fin', role: 'finance', stage: 'ready', csrfToken: 't', allowed: ['members', 'pending', 'recharges', 'withdrawals', 'bills'] });
    openConsoleAt('/');
    await waitFor(() => document.body.textContent.includes('Members online'), 'the dashboard');
    await waitFor(() => document.body.textContent.includes('Withdrawals'), 'the sider');
    const menu = document.querySelector('.ant-menu')?.textContent ?? '';
    expect(menu).toContain('Members');
    expect(menu).toContain('Pending orders');
    expect(menu).not.toContain('Audit log');
    expect(menu).not.toContain('Operators');
    expect(document.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(document.querySelector('svg[role="img"]')).not.toBeNull();
  });
});
