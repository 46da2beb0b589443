import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TContractOrderItem, TInterestOrderItem, TMiningOrderItem, TTaskOrderItem } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { choose, fillIn, nth, operatorUser, rowShowing, rowTexts } from '../../testing/console-screen';
import { annDetail } from '../../testing/member-fixtures';

const SUPPORT: TConsoleSession = {
  username: 'desk',
  role: 'support',
  stage: 'ready',
  csrfToken: 'csrf-3',
  allowed: ['dashboard', 'members', 'member', 'contracts', 'mining-orders', 'interest-orders', 'task-orders'],
};

const SETTLED: TContractOrderItem = {
  id: 12,
  orderNo: 'CT0012',
  memberId: 7,
  username: 'ann',
  allname: 'BTC/USDT',
  direction: 'up',
  seconds: 30,
  yieldPercent: '85',
  amount: '100.00',
  currency: 'USDT',
  purchasePrice: '64000.5',
  purchaseTickAt: '2026-11-24T08:00:00.000Z',
  expiresAt: '2026-11-24T08:00:30.000Z',
  settlePrice: '64010.25',
  settleTickAt: '2026-11-24T08:00:30.000Z',
  status: 'won',
  profit: '85.00',
  createdAt: '2026-11-24T08:00:00.000Z',
  settledAt: '2026-11-24T08:00:31.000Z',
};

const OPEN: TContractOrderItem = {
  ...SETTLED,
  id: 13,
  orderNo: 'CT0013',
  direction: 'down',
  purchasePrice: '63990',
  expiresAt: '2026-11-24T09:00:30.000Z',
  settlePrice: null,
  settleTickAt: null,
  status: 'running',
  profit: null,
  settledAt: null,
};

const MINING: TMiningOrderItem = {
  id: 3,
  orderNo: 'MN0003',
  memberId: 7,
  username: 'ann',
  productId: 2,
  productName: { 'en-US': 'Standard M7', 'zh-HK': '標準 M7' },
  price: '500.00',
  currency: 'USDT',
  dailyRate: '1.2',
  dailyIncome: '6.00',
  lockDays: 30,
  daysPaid: 4,
  status: 'running',
  startedAt: '2026-11-20T08:00:00.000Z',
  endsAt: '2026-12-20T08:00:00.000Z',
  createdAt: '2026-11-20T08:00:00.000Z',
  finishedAt: null,
};

const INTEREST: TInterestOrderItem = {
  id: 4,
  orderNo: 'IN0004',
  memberId: 7,
  username: 'ann',
  amount: '250.50',
  currency: 'USDT',
  dailyRate: '0.5',
  holdDays: 7,
  handlingPercent: '2',
  depositedAt: '2026-11-21T08:00:00.000Z',
  daysAccrued: 3,
  interestAccrued: '3.75',
  status: 'holding',
  extractedAt: null,
  paidOut: null,
  handlingCharge: null,
  interestPaid: null,
  createdAt: '2026-11-21T08:00:00.000Z',
};

const TASK: TTaskOrderItem = {
  id: 5,
  orderNo: 'GO0005',
  memberId: 7,
  username: 'ann',
  goodsId: 1,
  goodsName: { 'en-US': 'Desk lamp' },
  goodsImage: '/media/goods/7.svg',
  price: '200.00',
  currency: 'USDT',
  commissionPercent: '1',
  commission: '2.00',
  level: 1,
  taskDay: '2026-11-24',
  status: 'paid',
  grabbedAt: '2026-11-24T07:00:00.000Z',
  paidAt: '2026-11-24T07:01:00.000Z',
  createdAt: '2026-11-24T07:00:00.000Z',
};


const LISTS: Record<string, unknown[]> = {
  '/admin/contracts': [OPEN, SETTLED],
  '/admin/mining-orders': [MINING],
  '/admin/interest-orders': [INTEREST],
  '/admin/task-orders': [TASK],
};

interface Call {
  path: string;
  query: URLSearchParams;
}

/** The admin API as these screens see it: every list answers its one page, whatever it is asked. */
function stubServer(session: TConsoleSession = SUPPORT, failing: string | null = null): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const parsed = new URL(url, 'http://console.test');
      calls.push({ path: parsed.pathname, query: parsed.searchParams });
      if (parsed.pathname === failing) return jsonAnswer(403, { ok: false, message: 'The support role may not do this.' });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (parsed.pathname === '/admin/members/7') return jsonAnswer(200, { ok: true, message: '', data: annDetail() });
      const items = LISTS[parsed.pathname];
      if (items !== undefined) return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
/** Waits for the table to show `count` rows. */
const rowsShown = (count: number) =>
  waitFor(() => {
    expect(rowTexts()).toHaveLength(count);
  });

afterEach(() => {
  closeConsole();
});

describe('the contracts screen', () => {
  it('shows each contract with the ticks it was bought and settled on, and when an open one settles', async () => {
    const calls = stubServer();
    openConsoleAt('/orders/contracts');
    await rowsShown(2);
    const [openContract, settled] = rowTexts();
    expect(settled).toContain('CT0012');
    expect(settled).toContain('ann');
    expect(settled).toContain(`64000.5${formatTime(SETTLED.purchaseTickAt)}`);
    expect(settled).toContain(`64010.25${formatTime(SETTLED.settleTickAt)}`);
    expect(settled).toContain('Won');
    expect(settled).toContain('85.00');
    expect(openContract).toContain(`63990${formatTime(OPEN.purchaseTickAt)}`);
    expect(openContract).toContain(`Settles at ${formatTime(OPEN.expiresAt)}`);
    expect(openContract).toContain('Open');
    expect(within(screen.getByRole('table')).getAllByRole('link')[0]).toHaveAttribute('href', '/console/members/show/7');
    const first = calls.find((call) => call.path === '/admin/contracts');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc' });
  });

  it('sends the status, direction and member (a username or an id) the operator searches by', async () => {
    const calls = stubServer();
    openConsoleAt('/orders/contracts');
    await rowsShown(2);
    await choose('Status', 'Settled');
    await choose('Direction', 'Down');
    await fillIn(screen.getByLabelText('Member (username or ID)'), ' Ann7 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === '/admin/contracts').map((call) => call.query.get('direction'))).toContain('down');
    });
    const searched = calls.filter((call) => call.path === '/admin/contracts').at(-1);
    expect(Object.fromEntries(searched?.query ?? [])).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc', status: 'settled', direction: 'down', member: 'Ann7' });
  });

  it('says why when the list is refused, and offers to try again', async () => {
    stubServer(SUPPORT, '/admin/contracts');
    openConsoleAt('/orders/contracts');
    expect(await screen.findByRole('alert')).toHaveTextContent('The support role may not do this.');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});

describe('the mining, interest and task screens', () => {
  it.each([
    { path: '/orders/mining', list: '/admin/mining-orders', heading: 'Mining orders', row: ['MN0003', 'Standard M7', '500.00', '6.00', 'Running'], status: ['Finished', 'finished'] },
    { path: '/orders/interest', list: '/admin/interest-orders', heading: 'Interest orders', row: ['IN0004', '250.50', '3.75', 'Holding'], status: ['Extracted', 'extracted'] },
    { path: '/orders/tasks', list: '/admin/task-orders', heading: 'Task orders', row: ['GO0005', 'Desk lamp', '200.00', '2.00', 'Paid'], status: ['Waiting', 'waiting'] },
  ])('$heading: rows render, and the status searched for is sent', async ({ path, list, heading, row, status }) => {
    const calls = stubServer();
    openConsoleAt(path);
    await rowsShown(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    for (const text of row) expect(rowTexts()[0]).toContain(text);
    const [label, value] = status as [string, string];
    await choose('Status', label);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === list).map((call) => call.query.get('status'))).toContain(value);
    });
  });
});

describe('who sees orders', () => {
  it('lists the Orders group in the sider for a role that reads orders, and not for one that does not', async () => {
    stubServer();
    openConsoleAt('/members');
    /** The sider's menu, once its entries the role may list are in (a group's own menu is inside it). */
    const sider = async () => {
      const menu = within(nth(await screen.findAllByRole('menu'), 0));
      expect(await menu.findByRole('menuitem', { name: 'Members' })).toBeInTheDocument();
      return menu;
    };
    expect((await sider()).getByRole('menuitem', { name: 'Orders' })).toBeInTheDocument();
    closeConsole();
    stubServer({ ...SUPPORT, role: 'content', allowed: ['dashboard', 'members', 'notices'] });
    openConsoleAt('/members');
    const menu = await sider();
    await accessAnswered('orders', 'list');
    expect(menu.queryByRole('menuitem', { name: 'Orders' })).not.toBeInTheDocument();
  });
});

describe("a member's orders on the member page", () => {
  it('lists their contracts first, and each kind from its tab, all by their member id', async () => {
    const calls = stubServer();
    openConsoleAt('/members/show/7');
    await rowShowing('CT0012');
    const contracts = calls.find((call) => call.path === '/admin/contracts');
    expect(contracts?.query.get('memberId')).toBe('7');
    expect(calls.some((call) => call.path === '/admin/mining-orders')).toBe(false);
    for (const [tab, list, orderNo] of [['Mining', '/admin/mining-orders', 'MN0003'], ['Interest', '/admin/interest-orders', 'IN0004'], ['Tasks', '/admin/task-orders', 'GO0005']] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await rowShowing(orderNo);
      expect(calls.find((call) => call.path === list)?.query.get('memberId')).toBe('7');
    }
    // The member page keeps its own address: the tabs' tables do not write their pages into it.
    expect(window.location.search).toBe('');
  });

  it('shows only the tabs of the lists the role may read', async () => {
    stubServer({ ...SUPPORT, allowed: ['members', 'member', 'task-orders'] });
    openConsoleAt('/members/show/7');
    await rowShowing('GO0005');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tasks']);
  });
});
