import { API, CODE, type TContractOrder, type TGetContractOrderPageRequest } from '@meridian/protocol';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE, href } from '../../config/routes';
import { useSession } from '../../lib/session-store';
import { honestContractProof } from '../../testing/contract-proof';
import { mockServer } from '../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../testing/fixtures';
import { renderPage } from '../../testing/render-page';
import { resetStores } from '../../testing/reset-stores';
import { BetDetailRoute } from './bet-detail-route';

const proof = honestContractProof();
const ORDER: TContractOrder = {
  ...proof.order,
  id: 9,
  yieldPercent: '85',
  amount: '100.00',
  currency: 'USDT',
  profit: '-100.00',
  createdAt: proof.order.purchaseTickAt,
  settledAt: proof.order.expiresAt,
};

beforeEach(() => {
  resetStores();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('bet detail with its verification', () => {
  it('checks the contract in the browser under its details, and opens the page that shows it to anyone', async () => {
    mockServer((call) => {
      if (call.path === API.proof.getContractProof) return { code: CODE.OK, data: proof };
      const { status } = call.payload as TGetContractOrderPageRequest;
      const list = status === 'finished' ? [ORDER] : [];
      return { code: CODE.OK, data: { list, total: list.length, page: 1, pageSize: 100 } };
    });
    renderPage(ROUTE.betDetail, <BetDetailRoute />, href(ROUTE.betDetail, { orderNo: ORDER.orderNo }));
    expect(await screen.findByTestId('proof-verdict')).toHaveTextContent('Verified');
    expect(screen.getByText('Lost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the verification page' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/pages/verify/contract?orderNo=${ORDER.orderNo}`);
  });
});
