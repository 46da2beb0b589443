import { API, CODE, type TRechargeOrderInfo } from '@meridian/protocol';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { callsTo, orderOf, rechargeServer } from '../../testing/recharge-server';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { waitUntil } from '../../testing/wait-until';
import { RechargeDetailRoute, RechargeRoute } from './recharge-routes';

beforeEach(() => {
  resetStores();
  // Straight from login: no page has fetched the balance yet.
  useSession.setState({ token: 'a', user: { ...DEMO_MEMBER, timeZone: '+08:00' }, balance: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the recharge pages fetch the balance they show', () => {
  it('the deposit page shows the balance though no page fetched it before', async () => {
    rechargeServer(() => undefined);
    renderPage(ROUTE.recharge, <RechargeRoute />);
    await waitUntil(() => {
      expect(screen.getByTestId('recharge-balance')).toHaveTextContent('10,000.00 USDT');
    });
  });

  it('a credited order shows the new balance, fetched again after the credit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TRechargeOrderInfo['status'] = 'pending_review';
    let balance = '10000.00';
    const { calls } = rechargeServer((call) => {
      if (call.path === API.recharge.getOrderInfo) return { code: CODE.OK, data: orderOf({ status, completedAt: status === 'completed' ? Date.now() : null }) };
      if (call.path === API.member.getBalance) return { code: CODE.OK, data: { balance, frozen: '0.00', currency: 'USDT' } };
      return undefined;
    });
    renderPage(ROUTE.rechargeDetail, <RechargeDetailRoute />, href(ROUTE.rechargeDetail, { orderNo: 'RC2026000001' }));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Being confirmed');

    status = 'completed';
    balance = '10500.00';
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Credited');
    await waitUntil(() => {
      expect(screen.getByTestId('recharge-balance')).toHaveTextContent('10,500.00 USDT');
    });
    expect(callsTo(calls, API.member.getBalance).length).toBeGreaterThanOrEqual(2);
  });
});
