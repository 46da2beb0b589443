import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBillItem, TConsoleSession, TRechargeItem, TWithdrawalItem } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { operatorUser, rowShowing, rowTexts } from '../../testing/console-screen';
import { annDetail } from '../../testing/member-fixtures';

const FINANCE: TConsoleSession = {
  username: 'fin',
  role: 'finance',
  stage: 'ready',
  csrfToken: 'csrf-5',
  allowed: ['dashboard', 'members', 'member', 'recharges', 'withdrawals', 'bills', 'contracts'],
};

const RECHARGE: TRechargeItem = {
  orderNo: 'RC0501',
  memberId: 7,
  username: 'ann',
  mode: 'offline',
  channel: 'bank_transfer',
  amount: '500.00',
  currency: 'USDT',
  status: 'completed',
  payerName: 'Ann Lee',
  txid: null,
  proofUrl: null,
  reason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  completedAt: '2026-11-24T10:05:00.000Z',
};

const WITHDRAWAL: TWithdrawalItem = {
  orderNo: 'WD0601',
  memberId: 7,
  username: 'ann',
  method: 'bank',
  amount: '120.00',
  fee: '2.00',
  actualAmount: '118.00',
  currency: 'USDT',
  destination: 'HSBC ****1234',
  status: 'paid',
  createdAt: '2026-11-24T11:00:00.000Z',
  reviewedAt: '2026-11-24T11:30:00.000Z',
  reason: null,
};

const BILL: TBillItem = {
  id: 9301,
  memberId: 7,
  username: 'ann',
  type: 'adjustment',
  kind: 'adjustment',
  amount: '25.00',
  currency: 'USDT',
  memo: 'Goodwill credit',
  createdAt: '2026-11-24T12:00:00.000Z',
};

/** Each list answers one row and says there are 45 in all (three pages). */
const LISTS: Record<string, unknown> = { '/admin/recharges': RECHARGE, '/admin/withdrawals': WITHDRAWAL, '/admin/bills': BILL };

interface Call {
  path: string;
  query: URLSearchParams;
}

function stubServer(session: TConsoleSession = FINANCE): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const parsed = new URL(url, 'http://console.test');
      calls.push({ path: parsed.pathname, query: parsed.searchParams });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (parsed.pathname === '/admin/members/7') return jsonAnswer(200, { ok: true, message: '', data: annDetail() });
      const item = LISTS[parsed.pathname];
      if (item !== undefined) return jsonAnswer(200, { ok: true, message: '', data: { items: [item], total: 45 } });
      return jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 0 } });
    }),
  );
  return calls;
}

const user = operatorUser();
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const openTab = (name: string) => user.click(screen.getByRole('tab', { name }));

const lastCallTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path).at(-1);

afterEach(() => {
  closeConsole();
});

describe("a member's recharges, withdrawals and bills on the member page", () => {
  it('opens on their recharges, and shows their withdrawals and bills from the tabs, each asked by their member id', async () => {
    const calls = stubServer();
    openConsoleAt('/members/show/7');
    await rowShowing('RC0501');
    expect(tabNames()).toEqual(['Recharges', 'Withdrawals', 'Bills', 'Contracts']);
    expect(screen.getByText('Money and orders')).toBeInTheDocument();
    expect(lastCallTo(calls, '/admin/recharges')?.query.get('memberId')).toBe('7');
    expect(calls.some((call) => call.path === '/admin/withdrawals')).toBe(false);

    await openTab('Withdrawals');
    await rowShowing('WD0601');
    expect(rowTexts().find((text) => text.includes('WD0601'))).toContain('118.00');
    expect(lastCallTo(calls, '/admin/withdrawals')?.query.get('memberId')).toBe('7');

    await openTab('Bills');
    await rowShowing('Goodwill credit');
    expect(lastCallTo(calls, '/admin/bills')?.query.get('memberId')).toBe('7');
    // Every row is the member's own: no column repeats whose it is.
    const tableLinks = screen.getAllByRole('table').flatMap((table) => within(table).queryAllByRole('link'));
    expect(tableLinks.filter((link) => link.getAttribute('href') === '/console/members/show/7')).toEqual([]);
    // The member page keeps its own address.
    expect(window.location.search).toBe('');
  });

  it("pages through a member's recharges with the member's id kept", async () => {
    const calls = stubServer();
    openConsoleAt('/members/show/7');
    await rowShowing('RC0501');
    // The pager names each page by its title.
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => {
      expect(lastCallTo(calls, '/admin/recharges')?.query.get('page')).toBe('3');
    });
    expect(lastCallTo(calls, '/admin/recharges')?.query.get('memberId')).toBe('7');
  });

  it('shows only the money tabs of the lists the role may read', async () => {
    stubServer({ ...FINANCE, role: 'support', allowed: ['members', 'member', 'withdrawals'] });
    openConsoleAt('/members/show/7');
    await rowShowing('WD0601');
    expect(tabNames()).toEqual(['Withdrawals']);
  });
});
