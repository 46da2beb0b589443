import { API, CODE, type TBill, type TBillRecordRequest } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { BillRecordPage } from './bill-record-page';
import { waitUntil } from '../../../testing/wait-until';

// 2024-03-01 12:00 UTC: 20:00 in the member's +08:00.
const AT = Date.UTC(2024, 2, 1, 12, 0);

const BILLS: TBill[] = [
  { id: 3, type: 'withdraw', refund: true, amount: '100.00', balanceAfter: '10000.00', currency: 'USDT', memo: 'Card details do not match', cause: { type: 'withdrawal', id: 'WD9' }, createdAt: AT },
  { id: 2, refund: false, type: 'withdraw', amount: '-100.00', balanceAfter: '9900.00', currency: 'USDT', memo: '', cause: { type: 'withdrawal', id: 'WD9' }, createdAt: AT - 60_000 },
  { id: 1, refund: false, type: 'recharge', amount: '1234.5', balanceAfter: '10000.00', currency: 'USDT', memo: '', cause: { type: 'recharge', id: 'RC1' }, createdAt: AT - 120_000 },
  { id: 0, refund: false, type: 'adjustment', amount: '8765.50', balanceAfter: '8765.50', currency: 'USDT', memo: 'Welcome grant', cause: null, createdAt: AT - 180_000 },
];

function server(bills: TBill[] = BILLS) {
  return mockServer((call) => {
    if (call.path !== API.balanceBill.record) return { code: CODE.OK };
    const { type, page = 1, pageSize = 20 } = call.payload as TBillRecordRequest;
    const matching = bills.filter((bill) => type === undefined || bill.type === type);
    return { code: CODE.OK, data: { list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
  });
}

const billCalls = (calls: { path: string; payload: unknown }[]) => calls.filter((call) => call.path === API.balanceBill.record).map((call) => call.payload);

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
});

describe('bill record page', () => {
  it('lists the bills newest first, money in green with +, money out red with −, in the member time zone', async () => {
    const { calls } = server();
    renderPage(ROUTE.billRecord, <BillRecordPage />);

    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(4);
    expect(billCalls(calls)).toEqual([{ page: 1, pageSize: 20 }]);
    const amounts = screen.getAllByTestId('bill-amount');
    expect(amounts.map((amount) => amount.textContent)).toEqual(['+100.00', '-100.00', '+1,234.50', '+8,765.50']);
    expect(amounts[0]?.className).toMatch(/in/);
    expect(amounts[1]?.className).toMatch(/out/);
    expect(within(rows[0] as HTMLElement).getByText('2024-03-01 20:00')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Card details do not match')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Balance 9,900.00')).toBeInTheDocument();
    // A rejected withdrawal's money coming back is labelled a refund, not another withdrawal.
    expect(within(rows[0] as HTMLElement).getByText('Refund')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText('Withdrawal')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Adjustment')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Welcome grant')).toBeInTheDocument();
    expect(screen.getByText("That's all your bills")).toBeInTheDocument();
  });

  it('filters by the type in the page query and asks the server for that type only', async () => {
    const { calls } = server();
    renderPage(ROUTE.billRecord, <BillRecordPage />, href(ROUTE.billRecord, { type: 'recharge' }));

    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(1);
    expect(billCalls(calls)).toEqual([{ page: 1, pageSize: 20, type: 'recharge' }]);
    expect(screen.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switching tabs changes the query of the page and the bills shown', async () => {
    const { calls } = server();
    const { router } = renderPage(ROUTE.billRecord, <BillRecordPage />);
    await screen.findAllByTestId('bill-row');

    await userEvent.click(screen.getByRole('tab', { name: 'Withdrawal' }));
    await waitUntil(() => {
      expect(screen.getAllByTestId('bill-row')).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?type=withdraw');
    expect(billCalls(calls).at(-1)).toEqual({ page: 1, pageSize: 20, type: 'withdraw' });

    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitUntil(() => {
      expect(screen.getAllByTestId('bill-row')).toHaveLength(4);
    });
    expect(router.state.location.search).toBe('');
  });

  it('opens the cause of a bill: a recharge order by number; a bill without a cause is not a link', async () => {
    server();
    renderPage(ROUTE.billRecord, <BillRecordPage />);
    const rows = await screen.findAllByTestId('bill-row');

    expect(within(rows[3] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[2] as HTMLElement).getByRole('button'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/recharge/detail?orderNo=RC1');
  });

  it('says so when a type has no bills', async () => {
    server();
    renderPage(ROUTE.billRecord, <BillRecordPage />, href(ROUTE.billRecord, { type: 'mining' }));
    expect(await screen.findByText('No bills yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing under “Mining” yet.')).toBeInTheDocument();
  });

  it('fetches the next page while more bills remain', async () => {
    const many = Array.from({ length: 25 }, (_, index): TBill => ({ ...BILLS[2] as TBill, id: 100 - index, createdAt: AT - index * 1000 }));
    const { calls } = server(many);
    // happy-dom lays nothing out; InfiniteScroll loads only when its element is rendered (has an offset parent).
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
    renderPage(ROUTE.billRecord, <BillRecordPage />);

    await screen.findAllByTestId('bill-row');
    await waitUntil(() => {
      expect(screen.getAllByTestId('bill-row')).toHaveLength(25);
    });
    expect(billCalls(calls)).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20 },
    ]);
  });

  it('offers a retry when the bills cannot be loaded', async () => {
    mockServer(() => ({ code: CODE.SERVER_ERROR, msg: 'Server busy' }));
    renderPage(ROUTE.billRecord, <BillRecordPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
