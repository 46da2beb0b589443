import '@ant-design/v5-patch-for-react-19';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TDashboard } from '@meridian/protocol';
import { accessAnswered } from '../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../testing/console-page';
import { fillIn, operatorUser } from '../testing/console-screen';

// The shell's tests have no server for the live channel to reach (it has tests of its own, in
// live/): a signed-in shell opens none here instead of trying localhost:3000.
vi.mock('../live/operator-channel', () => ({ openOperatorChannel: () => Promise.resolve(() => undefined) }));

const DASHBOARD: TDashboard = {
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
  maintenance: { on: false, message: '' },
  ledgerCheck: null,
  priceFeed: null,
};

/** Answers the admin API routes the shell calls at start; a sign-in is told a code is needed. */
function stubServer(session: TConsoleSession | null): RequestInit[] {
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

afterEach(closeConsole);

describe('the console shell', () => {
  it('sends a visitor without a session to the login page', async () => {
    stubServer(null);
    openConsoleAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/console/login');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });

  it('asks for the authenticator code when the server answers needsCode', async () => {
    const signIns = stubServer(null);
    openConsoleAt('/login');
    await fillIn(await screen.findByRole('textbox', { name: 'Username' }), 'ann');
    await fillIn(screen.getByLabelText('Password'), 'secret-password');
    await operatorUser().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: 'Authenticator or recovery code' })).toBeInTheDocument();
    const body = signIns[0]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ username: 'ann', password: 'secret-password' });
  });

  it('sends an operator who must still set a password to the first sign-in page', async () => {
    stubServer({ username: 'nova', role: 'support', stage: 'password', csrfToken: 't', allowed: [] });
    openConsoleAt('/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'First sign-in' })).toBeInTheDocument();
    expect(screen.getByText('One-time password')).toBeInTheDocument();
  });

  it('shows a ready operator the dashboard and only the resources their role may list', async () => {
    stubServer({ username: 'fin', role: 'finance', stage: 'ready', csrfToken: 't', allowed: ['members', 'pending', 'recharges', 'withdrawals', 'bills'] });
    openConsoleAt('/');
    expect(await screen.findByText('Members online')).toBeInTheDocument();
    const menu = within(screen.getByRole('menu'));
    expect(await menu.findByRole('menuitem', { name: /Withdrawals/ })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /Members/ })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /Pending orders/ })).toBeInTheDocument();
    await accessAnswered('audit', 'list');
    await accessAnswered('operators', 'list');
    expect(menu.queryByRole('menuitem', { name: /Audit log/ })).not.toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: /Operators/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    // The dashboard's chart, drawn as a picture with its own description.
    expect(screen.getAllByRole('img').some((picture) => picture instanceof SVGElement)).toBe(true);
  });
});
