import '@ant-design/v5-patch-for-react-19';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TDashboard, TLastLedgerCheck } from '@meridian/protocol';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { operatorUser } from '../../testing/console-screen';

vi.mock('../../live/operator-channel', () => ({ openOperatorChannel: () => Promise.resolve(() => undefined) }));

const FAILED_CHECK: TLastLedgerCheck = {
  at: '2026-11-24T07:30:00.000Z',
  by: 'console:fin',
  ok: false,
  discrepancies: 2,
  first: ['account 7 (M1-AVAILABLE-USDT) has balance 11.00 but its postings sum to 10.00', 'member account 9 (M2-AVAILABLE-USDT) has a negative balance -1.00'],
};

const DASHBOARD: TDashboard = {
  today: {
    recharges: { count: 0, sum: '0.00', requested: { count: 0, sum: '0.00' } },
    withdrawals: { count: 0, sum: '0.00', requested: { count: 0, sum: '0.00' } },
    newMembers: 0,
  },
  pending: { count: 0, oldestAt: null },
  online: 0,
  days: [{ day: '2026-11-24', contractVolume: '0.00', platformResult: '0.00' }],
  maintenance: { on: false, message: '' },
  ledgerCheck: FAILED_CHECK,
  priceFeed: {
    source: 'simulator',
    owner: { host: 'node-a', pid: 4242, source: 'simulator', since: '2026-11-24T06:00:00.000Z' },
    ownedHere: false,
    answeredBy: { host: 'node-b', pid: 17 },
    lastTickAt: '2026-11-24T07:59:58.000Z',
    staleAfterSeconds: 10,
    stale: [
      { currency: 'DOGE/USDT', lastTickAt: '2026-11-24T07:50:00.000Z' },
      { currency: 'XRP/USDT', lastTickAt: null },
    ],
  },
};

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-2', allowed: ['dashboard', 'ledger-check'] };

interface Answer {
  status: number;
  body: unknown;
}

const dashboardAnswer = (data: TDashboard): Answer => ({ status: 200, body: { ok: true, message: '', data } });

/** The admin API: the dashboard answers what `dashboard()` says at the time it is asked. */
function stubServer(session: TConsoleSession, dashboard: () => Answer, ledgerCheck: Answer = { status: 200, body: { ok: true, message: 'Ledger OK', data: {} } }): string[] {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      paths.push(pathname);
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/dashboard') {
        const next = dashboard();
        return jsonAnswer(next.status, next.body);
      }
      if (pathname === '/admin/ledger-check') return jsonAnswer(ledgerCheck.status, ledgerCheck.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return paths;
}

const text = () => document.body.textContent;

/** The card a heading titles: the nearest box around the heading that holds more than its title. */
function cardOf(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  let box = heading.parentElement;
  while (box !== null && box.textContent === heading.textContent) box = box.parentElement;
  if (box === null) throw new Error(`the heading "${title}" titles no card`);
  return box;
}

afterEach(closeConsole);

describe("the dashboard's ledger check and price feed", () => {
  it('shows the last ledger check with its result, who ran it and the first problems', async () => {
    stubServer(FINANCE, () => dashboardAnswer(DASHBOARD));
    openConsoleAt('/');
    expect(await screen.findByRole('heading', { name: 'Last ledger check' })).toBeInTheDocument();
    expect(text()).toContain('Problems found: 2');
    expect(text()).toContain('console:fin');
    expect(text()).toContain('account 7 (M1-AVAILABLE-USDT) has balance 11.00 but its postings sum to 10.00');
    expect(text()).toContain('member account 9 (M2-AVAILABLE-USDT) has a negative balance -1.00');
  });

  it('shows the source, the owning process and the stale currencies', async () => {
    stubServer(FINANCE, () => dashboardAnswer(DASHBOARD));
    openConsoleAt('/');
    expect(await screen.findByRole('heading', { name: 'Price feed' })).toBeInTheDocument();
    expect(text()).toContain('simulator');
    expect(text()).toContain('node-a (pid 4242)');
    // Another process answered: it is not marked as this server.
    expect(text()).not.toContain('this server');
    const stale = screen.getByRole('list', { name: 'Stale (no tick for 10 s)' });
    expect(within(stale).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['DOGE/USDT', 'XRP/USDT']);
  });

  it('runs a ledger check on demand and shows the new result the dashboard then reads', async () => {
    const passed = { ...DASHBOARD, ledgerCheck: { at: '2026-11-24T08:00:00.000Z', by: 'console:fin', ok: true, discrepancies: 0, first: [] } };
    let checked = false;
    const paths = stubServer(FINANCE, () => dashboardAnswer(checked ? passed : DASHBOARD));
    openConsoleAt('/');
    expect(await screen.findByText('Problems found: 2', { exact: false })).toBeInTheDocument();
    const run = await screen.findByRole('button', { name: /Run ledger check/ });
    checked = true;
    await operatorUser().click(run);
    expect(await screen.findByText('Books balance', { exact: false })).toBeInTheDocument();
    expect(paths.filter((path) => path === '/admin/ledger-check')).toHaveLength(1);
    expect(text()).toContain('Ledger OK');
    expect(text()).not.toContain('Problems found');
  });

  it('says when no check has run and when only a running server knows the feed; hides the run button from a role without it', async () => {
    stubServer({ ...FINANCE, role: 'support', allowed: ['dashboard'] }, () => dashboardAnswer({ ...DASHBOARD, ledgerCheck: null, priceFeed: null }));
    openConsoleAt('/');
    expect(await screen.findByText('No ledger check has run yet.')).toBeInTheDocument();
    expect(text()).toContain('Only a running server knows the price feed.');
    await accessAnswered('dashboard', 'ledger-check');
    expect(screen.queryByRole('button', { name: /Run ledger check/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the dashboard cannot be read, and the cards once it can', async () => {
    let isUp = false;
    stubServer(FINANCE, () => (isUp ? dashboardAnswer(DASHBOARD) : { status: 500, body: { ok: false, message: 'database unavailable' } }));
    openConsoleAt('/');
    // The query is retried (with back-off) before the page says it failed.
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('database unavailable');
    isUp = true;
    await operatorUser().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'Price feed' })).toBeInTheDocument();
  }, 20_000);
});

describe("the dashboard's today", () => {
  it('shows recharges credited and withdrawals paid, each with the orders requested today beside them', async () => {
    const today = {
      recharges: { count: 3, sum: '1500.00', requested: { count: 5, sum: '2300.00' } },
      withdrawals: { count: 1, sum: '80.00', requested: { count: 4, sum: '410.00' } },
      newMembers: 2,
    };
    stubServer(FINANCE, () => dashboardAnswer({ ...DASHBOARD, today }));
    openConsoleAt('/');
    expect(await screen.findByRole('heading', { name: 'Recharges today' })).toBeInTheDocument();
    const card = (title: string) => cardOf(title).textContent;
    expect(card('Recharges today')).toContain('Credited3');
    expect(card('Recharges today')).toContain('Total credited1,500.00');
    expect(card('Recharges today')).toContain('Requested today: 5 orders, 2300.00');
    expect(card('Withdrawals today')).toContain('Paid out1');
    expect(card('Withdrawals today')).toContain('Total paid out80.00');
    expect(card('Withdrawals today')).toContain('Requested today: 4 orders, 410.00');
  });
});
