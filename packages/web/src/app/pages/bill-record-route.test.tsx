import { API, CODE, type TRechargeRecordItem } from '@meridian/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { callsTo, rechargeServer } from '../../testing/recharge-server';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { BillRecordRoute } from './bill-record-route';
import { waitUntil } from '../../testing/wait-until';

const AT = Date.UTC(2026, 0, 2, 3, 4);
const order = (changes: Partial<TRechargeRecordItem>): TRechargeRecordItem => ({
  orderNo: 'RC1',
  mode: 'offline',
  channelCode: 'bank_transfer',
  amount: '500.00',
  currency: 'USDT',
  status: 'completed',
  rejectReason: '',
  createdAt: AT,
  ...changes,
});

const assign = vi.fn((_url: string | URL) => undefined);

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'a', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
  assign.mockReset();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A member with an online order they left unpaid, a rejected transfer and a credited one. */
function depositsServer() {
  let list = [
    order({ orderNo: 'RC3', mode: 'online', channelCode: 'sandbox', amount: '100.00', status: 'waiting_payment', createdAt: AT + 2 }),
    order({ orderNo: 'RC2', status: 'rejected', rejectReason: 'No transfer received', createdAt: AT + 1 }),
    order({ orderNo: 'RC1' }),
  ];
  return rechargeServer((call) => {
    if (call.path === API.recharge.record) return { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: 20 } };
    if (call.path === API.recharge.onlineOrderPay) return { code: CODE.OK, data: { orderNo: 'RC3', payUrl: '/sandbox-pay/RC3?token=t' } };
    if (call.path === API.recharge.cancelRecharge) {
      list = list.map((item) => (item.orderNo === 'RC3' ? { ...item, status: 'cancelled' } : item));
      return { code: CODE.OK, data: { orderNo: 'RC3', status: 'cancelled' } };
    }
    return undefined;
  });
}

function renderDeposits() {
  return renderPage(ROUTE.billRecord, <BillRecordRoute />, href(ROUTE.billRecord, { type: 'recharge' }));
}

describe('bill record, recharge type (where 3008 lands)', () => {
  it('lists the member’s deposit orders, the unfinished one first with what ends it, and a rejection’s reason', async () => {
    const { calls } = depositsServer();
    renderDeposits();

    const rows = await screen.findAllByTestId('deposit-order');
    expect(rows.map((row) => row.dataset.orderNo)).toEqual(['RC3', 'RC2', 'RC1']);
    const blocking = within(rows[0] as HTMLElement);
    expect(blocking.getByTestId('order-status')).toHaveTextContent('Waiting for payment');
    expect(blocking.getByText('Not paid yet. A new deposit can start once you pay or cancel this one.')).toBeInTheDocument();
    expect(blocking.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(blocking.getByRole('button', { name: 'Cancel deposit' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByTestId('deposit-reason')).toHaveTextContent('Reason: No transfer received');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'Cancel deposit' })).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Bank transfer · 2026-01-02 11:04')).toBeInTheDocument();
    // Deposit orders, not the balance bills.
    expect(callsTo(calls, API.balanceBill.record)).toHaveLength(0);
    expect(callsTo(calls, API.recharge.record)).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('pays the unfinished online order from the list', async () => {
    depositsServer();
    renderDeposits();
    const rows = await screen.findAllByTestId('deposit-order');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Pay now' }));
    await waitUntil(() => {
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/sandbox-pay/RC3?token=t`);
    });
  });

  it('cancels the unfinished order from the list once the member confirms, and shows it cancelled', async () => {
    const { calls } = depositsServer();
    renderDeposits();
    const rows = await screen.findAllByTestId('deposit-order');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Cancel deposit' }));
    // The dialog's buttons still fade in (pointer-events: none): click them as the DOM would.
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel deposit' }));
    await waitUntil(() => {
      expect(within(screen.getAllByTestId('deposit-order')[0] as HTMLElement).getByTestId('order-status')).toHaveTextContent('Cancelled');
    });
    expect(callsTo(calls, API.recharge.cancelRecharge)).toEqual([{ orderNo: 'RC3' }]);
    expect(within(screen.getAllByTestId('deposit-order')[0] as HTMLElement).queryByRole('button', { name: 'Cancel deposit' })).not.toBeInTheDocument();
  });

  it('opens an order’s page from the list', async () => {
    depositsServer();
    renderDeposits();
    await userEvent.click(await screen.findByRole('button', { name: 'Open deposit RC2' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/recharge/detail?orderNo=RC2');
  });

  it('says so when the member has no deposits yet', async () => {
    rechargeServer((call) => (call.path === API.recharge.record ? { code: CODE.OK, data: { list: [], total: 0, page: 1, pageSize: 20 } } : undefined));
    renderDeposits();
    // The empty picture takes a while to draw on a busy machine.
    expect(await screen.findByText('No deposits yet', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });
});
