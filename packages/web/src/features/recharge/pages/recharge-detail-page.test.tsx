import { API, CODE, ZBalance, type TRechargeOrderInfo } from '@meridian/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { callsTo, orderOf, rechargeServer } from '../../../testing/recharge-server';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { BALANCE_QUERY_KEY } from '../lib/refresh-balance';
import { RechargeDetailPage } from './recharge-detail-page';
import { waitUntil } from '../../../testing/wait-until';

const assign = vi.fn((_url: string | URL) => undefined);

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'a', user: { ...DEMO_MEMBER, timeZone: '+08:00' }, balance: { balance: '10000.00', frozen: '0.00', currency: 'USDT' } });
  assign.mockReset();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDetail(orderNo = 'RC2026000001') {
  return renderPage(ROUTE.rechargeDetail, <RechargeDetailPage />, href(ROUTE.rechargeDetail, { orderNo }));
}

describe('recharge detail', () => {
  it('shows every field of a bank transfer, in the member’s time zone', async () => {
    rechargeServer((call) => (call.path === API.recharge.getOrderInfo ? { code: CODE.OK, data: orderOf() } : undefined));
    renderDetail();

    expect(await screen.findByTestId('order-no')).toHaveTextContent('RC2026000001');
    expect(screen.getByText('2026-01-02 11:04')).toBeInTheDocument();
    expect(screen.getByTestId('order-mode')).toHaveTextContent('Bank transfer');
    expect(screen.getByTestId('order-bank')).toHaveTextContent('Bank of China (Hong Kong)');
    expect(screen.getByTestId('order-card')).toHaveTextContent('012875400123456');
    expect(screen.getByTestId('order-holder')).toHaveTextContent('Meridian Payments Ltd');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('500.00 USDT');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Being confirmed');
    expect(screen.getByRole('button', { name: 'Copy Card number' })).toBeInTheDocument();
  });

  it('shows the rate, coins, address and txid of a crypto order, and a rejection’s reason', async () => {
    const crypto = orderOf({ mode: 'crypto', status: 'rejected', network: 'TRC20', address: 'TQn9', rate: '1.00', coinCount: '80.00', txid: 'abc123', rejectReason: 'No such transaction on TRC20' });
    rechargeServer((call) => (call.path === API.recharge.getOrderInfo ? { code: CODE.OK, data: crypto } : undefined));
    renderDetail();

    expect(await screen.findByTestId('order-txid')).toHaveTextContent('abc123');
    expect(screen.getByTestId('order-rate')).toHaveTextContent('1.00');
    expect(screen.getByTestId('order-coins')).toHaveTextContent('80.00');
    expect(screen.getByTestId('order-address')).toHaveTextContent('TQn9');
    expect(screen.getByTestId('reject-reason')).toHaveTextContent('Reason: No such transaction on TRC20');
    expect(screen.queryByTestId('order-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel deposit' })).not.toBeInTheDocument();
  });

  it('asks again every 5 s while pending, stops once credited, and refreshes the balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TRechargeOrderInfo['status'] = 'pending_review';
    const { calls } = rechargeServer((call) => {
      if (call.path === API.recharge.getOrderInfo) return { code: CODE.OK, data: orderOf({ status, completedAt: status === 'completed' ? Date.now() : null }) };
      if (call.path === API.member.getBalance) return { code: CODE.OK, data: { balance: '10500.00', frozen: '0.00', currency: 'USDT' } };
      return undefined;
    });
    const { queryClient } = renderDetail();
    // The balance query as the member feature runs it since launch: fetched, and kept in the session.
    await queryClient.query({
      queryKey: BALANCE_QUERY_KEY,
      queryFn: async () => {
        const balance = await unwrap(request(API.member.getBalance, {}, ZBalance));
        useSession.getState().setBalance(balance);
        return balance;
      },
    });
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Being confirmed');
    expect(callsTo(calls, API.recharge.getOrderInfo)).toHaveLength(1);
    expect(callsTo(calls, API.member.getBalance)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(callsTo(calls, API.recharge.getOrderInfo)).toHaveLength(2);
    expect(callsTo(calls, API.member.getBalance)).toHaveLength(1);

    status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Credited');
    await waitUntil(() => {
      expect(callsTo(calls, API.member.getBalance)).toHaveLength(2);
    });
    await waitUntil(() => {
      expect(screen.getByTestId('recharge-balance')).toHaveTextContent('10,500.00 USDT');
    });

    // Credited: no more polling.
    const asked = callsTo(calls, API.recharge.getOrderInfo).length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(callsTo(calls, API.recharge.getOrderInfo)).toHaveLength(asked);
  });

  it('asks again at once when the page of a pending order is opened again, instead of showing the old status', async () => {
    let status: TRechargeOrderInfo['status'] = 'pending_review';
    rechargeServer((call) => (call.path === API.recharge.getOrderInfo ? { code: CODE.OK, data: orderOf({ status, completedAt: status === 'completed' ? Date.now() : null }) } : undefined));
    const { router } = renderDetail();
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Being confirmed');

    // The member leaves; an operator approves; the member opens the order again a moment later.
    await act(() => router.navigate(ROUTE.recharge));
    status = 'completed';
    await act(() => router.navigate(href(ROUTE.rechargeDetail, { orderNo: 'RC2026000001' })));
    // Well before the next 5 s poll.
    await vi.waitFor(
      () => {
        expect(screen.getByTestId('order-status')).toHaveTextContent('Credited');
      },
      { timeout: 1_500 },
    );
  });

  it('pays an online order still waiting for payment through its pay URL', async () => {
    rechargeServer((call) => {
      if (call.path === API.recharge.getOrderInfo) return { code: CODE.OK, data: orderOf({ mode: 'online', status: 'waiting_payment', channelCode: 'sandbox' }) };
      if (call.path === API.recharge.onlineOrderPay) return { code: CODE.OK, data: { orderNo: 'RC2026000001', payUrl: '/sandbox-pay/RC2026000001?token=t' } };
      return undefined;
    });
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitUntil(() => {
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/sandbox-pay/RC2026000001?token=t`);
    });
  });

  it('cancels an unfinished order once the member confirms', async () => {
    let status: TRechargeOrderInfo['status'] = 'pending_review';
    const { calls } = rechargeServer((call) => {
      if (call.path === API.recharge.getOrderInfo) return { code: CODE.OK, data: orderOf({ status }) };
      if (call.path === API.recharge.cancelRecharge) {
        status = 'cancelled';
        return { code: CODE.OK, data: { orderNo: 'RC2026000001', status } };
      }
      return undefined;
    });
    renderDetail();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel deposit' }));
    // The dialog's buttons still fade in (pointer-events: none): click them as the DOM would.
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitUntil(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(callsTo(calls, API.recharge.cancelRecharge)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel deposit' }));
    await waitUntil(() => {
      expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
    });
    expect(callsTo(calls, API.recharge.cancelRecharge)).toEqual([{ orderNo: 'RC2026000001' }]);
  });

  it('says so when the order is not the member’s (the server finds no such order)', async () => {
    rechargeServer((call) => (call.path === API.recharge.getOrderInfo ? { code: 4004, msg: 'Order not found' } : undefined));
    renderDetail('RC-of-someone-else');

    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(screen.queryByTestId('order-no')).not.toBeInTheDocument();
  });
});
