import { API, CODE, type AppLanguage, type TContractOrder, type TGetContractOrderPageRequest, type TSecondsOption, type TSignContractRequest } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { handleContractSettlementPush, useContractList } from '../../../lib/contract-list-store';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { ContractPanel } from './contract-panel';
import { waitUntil } from '../../../testing/wait-until';

const OPTIONS: TSecondsOption[] = [
  { seconds: 30, yieldPercent: '85', minAmount: '10.00', maxAmount: '5000.00', currency: 'USDT' },
  { seconds: 60, yieldPercent: '90', minAmount: '10.00', maxAmount: '5000.00', currency: 'USDT' },
];

function signed(request: TSignContractRequest): TContractOrder {
  const now = Date.now();
  return {
    id: 41,
    orderNo: 'CS20240301000041',
    allname: request.allname,
    direction: request.direction,
    seconds: request.seconds,
    yieldPercent: '90',
    amount: request.amount,
    currency: 'USDT',
    purchasePrice: '65000.10',
    purchaseTickAt: now,
    expiresAt: now + request.seconds * 1000,
    settlePrice: null,
    settleTickAt: null,
    status: 'running',
    profit: null,
    createdAt: now,
    settledAt: null,
  };
}

/** The member's contracts as the server has them for a page request (status, pair). */
type OrdersOnServer = (payload: TGetContractOrderPageRequest) => TContractOrder[];

function server(options: TSecondsOption[] = OPTIONS, orders: OrdersOnServer = () => []) {
  return mockServer((call: SeenCall) => {
    switch (call.path) {
      case API.contractShort.getTypeOption:
        return { code: CODE.OK, data: { list: [{ name: 'BTC', allname: 'BTC/USDT' }] } };
      case API.contractShort.getSecondsOption:
        return { code: CODE.OK, data: { list: options } };
      case API.contractShort.sign:
        return { code: CODE.OK, data: signed(call.payload as TSignContractRequest) };
      case API.contractShort.getOrderPage: {
        const list = orders(call.payload as TGetContractOrderPageRequest);
        return { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: 20 } };
      }
      default:
        return { code: CODE.OK, data: { list: [], total: 0, page: 1, pageSize: 20 } };
    }
  });
}

/** A contract placed before the page was opened (the member left the K-line and came back). */
function placedEarlier(overrides: Partial<TContractOrder> = {}): TContractOrder {
  return { ...signed({ allname: 'BTC/USDT', direction: 'up', seconds: 30, amount: '50.00', requestId: 'r' }), id: 77, orderNo: 'CS20240301000077', ...overrides };
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useContractList.getState().clear();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en-US');
});

const signCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === API.contractShort.sign);

function renderPanel(symbol = 'BTC/USDT') {
  const onBalanceChanged = vi.fn();
  const view = renderPage(ROUTE.kline, <ContractPanel symbol={symbol} available="1000.00" onBalanceChanged={onBalanceChanged} />);
  return { ...view, onBalanceChanged };
}

describe('contract panel', () => {
  it('shows the payout and the break-even win rate of the chosen duration before confirming', async () => {
    server();
    renderPanel();
    await user.type(await screen.findByLabelText('Amount (USDT)'), '100');

    // 30 s at 85 %: 100 × 1.85; break even at 1 / 1.85 = 54.054…%, rounded up.
    expect(screen.getByTestId('contract-payout')).toHaveTextContent('185.00 USDT');
    expect(screen.getByTestId('contract-break-even')).toHaveTextContent('54.06%');

    await user.click(screen.getByRole('button', { name: /60s/ }));
    expect(screen.getByTestId('contract-payout')).toHaveTextContent('190.00 USDT');
    expect(screen.getByTestId('contract-break-even')).toHaveTextContent('52.64%');
  });

  it('refuses an amount below the minimum without signing', async () => {
    const { calls } = server();
    renderPanel();
    await user.type(await screen.findByLabelText('Amount (USDT)'), '5');
    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    expect(await screen.findByText('The minimum is 10.00 USDT')).toBeInTheDocument();
    expect(calls.some((call) => call.path === API.contractShort.sign)).toBe(false);
  });

  it.each([
    ['en-US', 'Enter a valid amount'],
    ['zh-HK', '請輸入有效金額'],
  ] as const)('in %s, says an amount with too many decimals as it is typed, and signs nothing', async (language: AppLanguage, message) => {
    await i18n.changeLanguage(language);
    const { calls } = server();
    renderPanel();

    await user.type(await screen.findByLabelText(i18n.t('contract.amount', { currency: 'USDT' })), '12.345');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: i18n.t('contract.signDirection.up') }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signCalls(calls)).toEqual([]);
  });

  it("checks the amount again against the chosen duration's limits", async () => {
    server([
      { seconds: 30, yieldPercent: '85', minAmount: '10.00', maxAmount: '5000.00', currency: 'USDT' },
      { seconds: 60, yieldPercent: '90', minAmount: '200.00', maxAmount: '5000.00', currency: 'USDT' },
    ]);
    renderPanel();
    await user.type(await screen.findByLabelText('Amount (USDT)'), '100');
    // Each key is checked as it is typed ('1' is below the minimum); the last check settles it.
    await waitUntil(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: /60s/ }));
    expect(await screen.findByText('The minimum is 200.00 USDT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /30s/ }));
    await waitUntil(() => {
      expect(screen.queryByText('The minimum is 200.00 USDT')).not.toBeInTheDocument();
    });
  });

  it('says when an amount is above the balance on screen, yet lets the server decide; its 7012 opens the recharge page', async () => {
    const { calls } = mockServer((call: SeenCall) => {
      if (call.path === API.contractShort.getTypeOption) return { code: CODE.OK, data: { list: [{ name: 'BTC', allname: 'BTC/USDT' }] } };
      if (call.path === API.contractShort.getSecondsOption) return { code: CODE.OK, data: { list: OPTIONS } };
      if (call.path === API.contractShort.sign) return { code: CODE.CONTRACT_BALANCE_LOW, msg: 'Sorry, your credit is running low' };
      return { code: CODE.OK, data: { list: [], total: 0, page: 1, pageSize: 20 } };
    });
    window.location.hash = '#/pages/market/kline';
    renderPanel();
    await user.type(await screen.findByLabelText('Amount (USDT)'), '1500');
    expect(await screen.findByText('More than your available balance')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Buy up' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm contract' }));

    await waitUntil(() => {
      expect(signCalls(calls)).toHaveLength(1);
    });
    expect(await screen.findByText('Sorry, your credit is running low')).toBeInTheDocument();
    await waitUntil(() => {
      expect(window.location.hash).toBe(`#${ROUTE.recharge}`);
    });
    window.location.hash = '';
  });

  it('says nothing about a blank amount, and signs nothing', async () => {
    const { calls } = server();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Buy up' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signCalls(calls)).toEqual([]);
  });

  it('says so on a pair contracts are not offered on', async () => {
    server();
    renderPanel('DOGE/USDT');
    expect(await screen.findByText('Contracts are not offered on DOGE/USDT.')).toBeInTheDocument();
  });

  it('signs after the confirm dialog, runs a countdown, and shows the result when the settlement push arrives', async () => {
    const { calls } = server();
    const { onBalanceChanged } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Down' }));
    await user.click(screen.getByRole('button', { name: /60s/ }));
    await user.click(screen.getByRole('button', { name: '100.00' }));
    await user.click(screen.getByRole('button', { name: 'Buy down' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('contract-payout')).toHaveTextContent('190.00 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm contract' }));

    const ring = await screen.findByRole('timer');
    expect(ring).toHaveAccessibleName(/^(60|59) seconds left$/);
    const sent = calls.filter((call) => call.path === API.contractShort.sign).map((call) => call.payload as TSignContractRequest);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ allname: 'BTC/USDT', direction: 'down', seconds: 60, amount: '100.00' });
    expect(useContractList.getState().waiting).toBe(true);
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);

    // Another contract's settlement is not this one's result.
    act(() => {
      handleContractSettlementPush({ orderId: 7, allname: 'ETH/USDT', direction: 'up', amount: '10.00', purchasePrice: '1', settlePrice: '2', profit: '8.50', status: 'won', settledAt: Date.now() });
    });
    expect(screen.queryByText('You won')).not.toBeInTheDocument();

    act(() => {
      handleContractSettlementPush({ orderId: 41, allname: 'BTC/USDT', direction: 'down', amount: '100.00', purchasePrice: '65000.10', settlePrice: '64990.00', profit: '90.00', status: 'won', settledAt: Date.now() });
    });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('You won')).toBeInTheDocument();
    expect(screen.getByTestId('contract-result-profit')).toHaveTextContent('+90.00');
    // The two ticks read like every other price on the page: grouped, at their recorded decimals.
    expect(screen.getByText('Purchase 65,000.10 → settlement 64,990.00')).toBeInTheDocument();
    expect(onBalanceChanged).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'View details' }));
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/pages/my/bet_detail?orderNo=CS20240301000041');
  });
  it('shows a contract still running on the pair when the member comes back to it, with its countdown, then its result', async () => {
    const running = placedEarlier({ expiresAt: Date.now() + 20_000 });
    const { calls } = server(OPTIONS, ({ status, allname }) => (status === 'running' && allname === 'BTC/USDT' ? [running] : []));
    const { onBalanceChanged } = renderPanel();

    const section = await screen.findByRole('region', { name: 'Contract running' });
    expect(within(section).getByRole('timer')).toHaveAccessibleName(/^(20|19) seconds left$/);
    expect(within(section).getByText('Up · 50.00 USDT from 65,000.10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy up' })).not.toBeInTheDocument();
    // Asked of the server for this pair, not remembered from the visit before.
    expect(calls.some((call) => call.path === API.contractShort.getOrderPage && (call.payload as TGetContractOrderPageRequest).allname === 'BTC/USDT')).toBe(true);

    act(() => {
      handleContractSettlementPush({ orderId: 77, allname: 'BTC/USDT', direction: 'up', amount: '50.00', purchasePrice: '65000.10', settlePrice: '64000.00', profit: '-50.00', status: 'lost', settledAt: Date.now() });
    });
    expect(screen.getByText('You lost')).toBeInTheDocument();
    expect(screen.getByTestId('contract-result-profit')).toHaveTextContent('-50.00');
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'New contract' }));
    expect(await screen.findByRole('button', { name: 'Buy up' })).toBeInTheDocument();
  });

  it('ends a contract whose settlement push never came with the result the server recorded', async () => {
    const running = placedEarlier({ expiresAt: Date.now() + 500 });
    const settled: TContractOrder = { ...running, status: 'won', settlePrice: '65100.00', settleTickAt: running.expiresAt, profit: '42.50', settledAt: running.expiresAt };
    let isSettled = false;
    server(OPTIONS, ({ status, allname }) => {
      if (status === 'finished') return isSettled ? [settled] : [];
      return isSettled || (allname !== undefined && allname !== 'BTC/USDT') ? [] : [running];
    });
    renderPanel();
    await screen.findByRole('region', { name: 'Contract running' });

    isSettled = true;
    // The running list is asked again just after the expiry; the record says how it ended.
    expect(await screen.findByText('You won', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByTestId('contract-result-profit')).toHaveTextContent('+42.50');
  });
});
