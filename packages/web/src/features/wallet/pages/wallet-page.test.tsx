import { API, CODE, type TBuyInRequest, type TExtractOutRequest, type TInterestOrder, type TInterestOrderListResponse } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { WalletPage } from './wallet-page';
import { WalletRecordPage } from './wallet-record-page';
import { waitUntil } from '../../../testing/wait-until';

const RULES = { currency: 'USDT', minAmount: '100', dailyRatePercent: '0.5', holdDays: 7, handlingPercent: '2' };

function deposit(overrides: Partial<TInterestOrder> = {}): TInterestOrder {
  return {
    orderNo: 'IN20260110080000000001',
    currency: 'USDT',
    amount: '1000.00',
    depositedAt: Date.UTC(2026, 0, 10, 8, 0),
    dailyRatePercent: '0.5',
    holdDays: 7,
    handlingPercent: '2',
    dailyIncome: '5.00',
    daysAccrued: 3,
    earnedIncome: '15.00',
    status: 'holding',
    isExtracted: false,
    extractedAt: null,
    paidOut: null,
    handlingCharge: null,
    interestPaid: null,
    ...overrides,
  };
}

function listOf(list: TInterestOrder[]): TInterestOrderListResponse {
  const walletBalance = list.filter((order) => !order.isExtracted).length > 0 ? '1000.00' : '0.00';
  return { list, total: list.length, page: 1, pageSize: 20, rules: RULES, walletBalance, serverTime: Date.UTC(2026, 0, 13, 9, 0) };
}

function server(holding: TInterestOrder[], extracted: TInterestOrder[] = []) {
  return mockServer((call) => {
    switch (call.path) {
      case API.interest.getOrderList:
        return { code: CODE.OK, data: listOf((call.payload as { status?: string }).status === 'extracted' ? extracted : holding) };
      case API.interest.buyIn:
        return { code: CODE.OK, data: deposit({ amount: (call.payload as TBuyInRequest).amount, daysAccrued: 0, earnedIncome: '0.00' }) };
      case API.interest.extractOut:
        return { code: CODE.OK, data: deposit({ status: 'extracted', isExtracted: true, paidOut: '980.00', handlingCharge: '20.00', interestPaid: '0.00' }) };
      default:
        return { code: CODE.OK };
    }
  });
}

const callsTo = (calls: SeenCall[], path: string) => calls.filter((call) => call.path === path).map((call) => call.payload);

let user = userEvent.setup();
beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWallet() {
  const onBalanceChanged = vi.fn();
  const view = renderPage(ROUTE.wallet, <WalletPage available="2500.00" onBalanceChanged={onBalanceChanged} />);
  return { ...view, onBalanceChanged };
}

describe('wallet page', () => {
  it('shows the wallet total, the published rules and each deposit’s income', async () => {
    server([deposit()]);
    renderWallet();
    const item = await screen.findByRole('listitem', { name: 'Deposit IN20260110080000000001' });
    expect(screen.getByText('Daily rate 0.5 %')).toBeInTheDocument();
    expect(screen.getByText('Minimum 100 USDT')).toBeInTheDocument();
    expect(screen.getByText('Holding period 7 days')).toBeInTheDocument();
    expect(screen.getByText('Early charge 2 %')).toBeInTheDocument();
    expect(within(item).getByText('Earned income').nextSibling).toHaveTextContent('15.00');
    expect(within(item).getByText('Net income per day').nextSibling).toHaveTextContent('5.00');
    expect(within(item).getByText('Holding, day 3 of 7')).toBeInTheDocument();
    // 08:00 UTC in the member's zone (+08:00), whatever the device's, as their bills show it.
    expect(within(item).getByText('Deposit time').nextSibling).toHaveTextContent('2026-01-10 16:00');
  });

  it('refuses an amount below the minimum without calling the server, then buys in once', async () => {
    const { calls } = server([]);
    const { onBalanceChanged } = renderWallet();
    const input = await screen.findByLabelText('Amount (USDT)');
    const submit = screen.getByRole('button', { name: 'Buy in' });
    await user.type(input, '99.99');
    await user.click(submit);
    expect(await screen.findByText('The minimum deposit is 100.00 USDT.')).toBeInTheDocument();
    expect(callsTo(calls, API.interest.buyIn)).toEqual([]);

    await user.clear(input);
    await user.type(input, '250');
    await user.click(submit);
    await waitUntil(() => {
      expect(onBalanceChanged).toHaveBeenCalled();
    });
    const sent = callsTo(calls, API.interest.buyIn) as TBuyInRequest[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: '250' });
    expect(sent[0]?.requestId.length).toBeGreaterThanOrEqual(8);
  });

  it('previews an early extraction exactly — interest forfeited, charge paid — before extracting', async () => {
    const { calls } = server([deposit()]);
    const { onBalanceChanged } = renderWallet();
    const item = await screen.findByRole('listitem', { name: 'Deposit IN20260110080000000001' });
    await user.click(within(item).getByRole('button', { name: 'Extract' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Held 3 of 7 days: extracting now forfeits the interest and pays the handling charge.')).toBeInTheDocument();
    expect(within(dialog).getByText('Interest forfeited').nextSibling).toHaveTextContent('-15.00');
    expect(within(dialog).getByText('Handling charge (2 %)').nextSibling).toHaveTextContent('-20.00');
    expect(within(dialog).getByText('You receive').nextSibling).toHaveTextContent('980.00');
    expect(callsTo(calls, API.interest.extractOut)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Extract' }));
    await waitUntil(() => {
      expect(onBalanceChanged).toHaveBeenCalled();
    });
    expect((callsTo(calls, API.interest.extractOut) as TExtractOutRequest[]).map((call) => call.orderNo)).toEqual(['IN20260110080000000001']);
  });

  it('shows that a deposit held long enough keeps all its interest, and cancelling extracts nothing', async () => {
    const { calls } = server([deposit({ daysAccrued: 8, earnedIncome: '40.00' })]);
    renderWallet();
    const item = await screen.findByRole('listitem', { name: 'Deposit IN20260110080000000001' });
    await user.click(within(item).getByRole('button', { name: 'Extract' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Held the full 7 days: you keep all the interest.')).toBeInTheDocument();
    expect(within(dialog).getByText('You receive').nextSibling).toHaveTextContent('1,040.00');
    expect(within(dialog).queryByText('Interest forfeited')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, API.interest.extractOut)).toEqual([]);
  });
});

describe('wallet record page', () => {
  it('lists extracted deposits with what each paid', async () => {
    const { calls } = server([], [deposit({ status: 'extracted', isExtracted: true, extractedAt: Date.UTC(2026, 0, 13, 9, 0), paidOut: '980.00', handlingCharge: '20.00', interestPaid: '0.00' })]);
    renderPage(ROUTE.walletRecord, <WalletRecordPage />);
    const item = await screen.findByRole('listitem', { name: 'Deposit IN20260110080000000001' });
    expect(within(item).getByText('Extracted')).toBeInTheDocument();
    expect(within(item).getByText('Paid out').nextSibling).toHaveTextContent('980.00');
    expect(within(item).getByText('Handling charge').nextSibling).toHaveTextContent('20.00');
    expect(within(item).queryByRole('button', { name: 'Extract' })).toBeNull();
    expect(callsTo(calls, API.interest.getOrderList)).toEqual([{ status: 'extracted', page: 1, pageSize: 20 }]);
  });
});
