import { API, CODE, type TContractOrder, type TGetContractOrderPageRequest } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { BetDetailPage } from './bet-detail-page';

const SETTLED: TContractOrder = {
  id: 9,
  orderNo: 'CS0009',
  allname: 'BTC/USDT',
  direction: 'up',
  seconds: 30,
  yieldPercent: '85',
  amount: '100.00',
  currency: 'USDT',
  purchasePrice: '65000.10',
  purchaseTickAt: Date.UTC(2024, 2, 1, 12, 0, 5),
  expiresAt: Date.UTC(2024, 2, 1, 12, 0, 35),
  settlePrice: '64999.00',
  settleTickAt: Date.UTC(2024, 2, 1, 12, 0, 35),
  status: 'lost',
  profit: '-100.00',
  createdAt: Date.UTC(2024, 2, 1, 12, 0, 5),
  settledAt: Date.UTC(2024, 2, 1, 12, 0, 35),
};

function server() {
  return mockServer((call) => {
    const { status } = call.payload as TGetContractOrderPageRequest;
    const list = call.path === API.contractShort.getOrderPage && status === 'finished' ? [SETTLED] : [];
    return { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: 100 } };
  });
}

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bet detail', () => {
  it('shows both ticks with their seconds in the member zone, the outcome and a link to the chart', async () => {
    server();
    renderPage(ROUTE.betDetail, <BetDetailPage />, href(ROUTE.betDetail, { orderNo: 'CS0009' }));
    expect(await screen.findByText('65,000.10')).toBeInTheDocument();
    expect(screen.getByText('2024-03-01 20:00:05')).toBeInTheDocument();
    expect(screen.getByText('64,999.00')).toBeInTheDocument();
    expect(screen.getByText('2024-03-01 20:00:35')).toBeInTheDocument();
    expect(screen.getByText('Lost')).toBeInTheDocument();
    expect(screen.getByText('-100.00')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Open the chart' }).click();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/pages/market/kline?symbol=BTC%2FUSDT');
  });

  it('says a contract that is not the member’s was not found', async () => {
    server();
    renderPage(ROUTE.betDetail, <BetDetailPage />, href(ROUTE.betDetail, { orderNo: 'CS-OTHER' }));
    expect(await screen.findByText('Contract not found')).toBeInTheDocument();
  });
});
