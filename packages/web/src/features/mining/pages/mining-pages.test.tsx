import { API, CODE, type TMiningOrder, type TMiningProduct } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { MiningPage } from './mining-page';
import { MiningRecordPage } from './mining-record-page';
import { PurchaseRecordPage } from './purchase-record-page';

const DAY = 24 * 60 * 60 * 1000;
const PRODUCT: TMiningProduct = {
  id: 7,
  name: 'Standard M7',
  price: '500.00',
  currency: 'USDT',
  dailyRate: '1.5',
  lockDays: 3,
  singleLimit: 2,
  expiresAt: null,
  dailyIncome: '7.50',
  totalIncome: '22.50',
};
const ORDER: TMiningOrder = {
  orderNo: 'MN20260301080000123456',
  productId: 7,
  productName: 'Standard M7',
  price: '500.00',
  currency: 'USDT',
  dailyRate: '1.5',
  dailyIncome: '7.50',
  lockDays: 3,
  daysPaid: 1,
  incomePaid: '7.50',
  startedAt: Date.UTC(2026, 2, 1, 8),
  endsAt: Date.UTC(2026, 2, 1, 8) + 3 * DAY,
  nextPayoutAt: Date.UTC(2026, 2, 1, 8) + 2 * DAY,
  status: 'running',
  finishedAt: null,
};

/** `onBuy` may refuse a purchase; undefined buys. */
function server(onBuy?: () => { code: number; msg: string } | undefined) {
  return mockServer((call) => {
    switch (call.path) {
      case API.common.getProductList:
        return { code: CODE.OK, data: { list: [PRODUCT] } };
      case API.mining.buy:
        return onBuy?.() ?? { code: CODE.OK, data: { ...ORDER, daysPaid: 0, incomePaid: '0.00' } };
      case API.mining.orders:
        return { code: CODE.OK, data: { list: [ORDER], total: 1, page: 1, pageSize: 20 } };
      default:
        return { code: CODE.OK };
    }
  });
}

/** Types the pay password on the app's number pad, as a member taps it. */
async function typePayPassword(digits: string) {
  for (const digit of digits) await user.click(await screen.findByRole('button', { name: digit, hidden: false }));
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, hasPayPassword: true } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mining page', () => {
  it('shows each machine’s published terms', async () => {
    server();
    renderPage(ROUTE.mining, <MiningPage />);
    const card = await screen.findByTestId('mining-product');
    expect(within(card).getByText('500.00 USDT')).toBeInTheDocument();
    expect(within(card).getByText('1.5 %')).toBeInTheDocument();
    expect(within(card).getByText('7.50 USDT')).toBeInTheDocument();
    expect(within(card).getByText('3 days')).toBeInTheDocument();
    expect(within(card).getByText('22.50 USDT')).toBeInTheDocument();
    expect(within(card).getByText('2 per member')).toBeInTheDocument();
    expect(within(card).getByText('No end date')).toBeInTheDocument();
  });

  it('shows the exact schedule before buying, and buys once with a requestId only on confirmation', async () => {
    const { calls } = server();
    const onPurchased = vi.fn();
    renderPage(ROUTE.mining, <MiningPage onPurchased={onPurchased} />);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));

    const sheet = await screen.findByRole('dialog', { name: 'Buy Standard M7' });
    const rows = within(within(sheet).getByRole('table', { name: 'Income schedule' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '3']);
    for (const row of rows) expect(within(row).getByText('7.50 USDT')).toBeInTheDocument();
    expect(within(rows[2] ?? sheet).getByText('+ price back 500.00 USDT')).toBeInTheDocument();
    expect(within(sheet).getByText('522.50 USDT')).toBeInTheDocument();
    expect(payloadsTo(calls, API.mining.buy)).toEqual([]);

    await user.click(within(sheet).getByRole('button', { name: 'Confirm purchase' }));
    // The price leaves reach for the lock: the pay password proves it, as for a withdrawal.
    expect(await screen.findByText('500.00 USDT for Standard M7 will be held from your balance until its last payout.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.mining.buy)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay password' }));
    await typePayPassword('1234');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.miningRecord);
    const bought = payloadsTo(calls, API.mining.buy);
    expect(bought).toEqual([{ productId: 7, count: 1, payPassword: '1234', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown }]);
    expect(onPurchased).toHaveBeenCalledOnce();
  });

  it('keeps the pay password sheet open after a wrong pay password, and buys with the right one', async () => {
    let attempts = 0;
    const { calls } = server(() => {
      attempts += 1;
      return attempts === 1 ? { code: CODE.WRONG_PAY_PASSWORD, msg: 'The pay password is wrong.' } : undefined;
    });
    renderPage(ROUTE.mining, <MiningPage />);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Buy Standard M7' })).getByRole('button', { name: 'Confirm purchase' }));
    await user.click(await screen.findByRole('button', { name: 'Pay password' }));
    await typePayPassword('1111');
    expect(await screen.findByText('The pay password is wrong.')).toBeInTheDocument();
    await typePayPassword('1234');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.miningRecord);
    expect(payloadsTo(calls, API.mining.buy).map((payload) => (payload as { payPassword: string }).payPassword)).toEqual(['1111', '1234']);
  });

  it('asks a member without a pay password to set one, and buys nothing', async () => {
    useSession.setState({ user: { ...DEMO_MEMBER, hasPayPassword: false } });
    const { calls } = server();
    renderPage(ROUTE.mining, <MiningPage />);
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Buy Standard M7' })).getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByText('Please set a pay password first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set pay password' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.payPasswordEdit);
    expect(payloadsTo(calls, API.mining.buy)).toEqual([]);
  });
});

describe('mining record pages', () => {
  it('shows a machine’s days paid and left and its income so far', async () => {
    const { calls } = server();
    renderPage(ROUTE.miningRecord, <MiningRecordPage />);
    const order = await screen.findByTestId('mining-order');
    expect(within(order).getByText('1 / 3')).toBeInTheDocument();
    expect(within(order).getByText('2 days')).toBeInTheDocument();
    expect(within(order).getAllByText('7.50 USDT')).toHaveLength(2);
    expect(within(order).getByText('500.00 USDT held')).toBeInTheDocument();
    expect(payloadsTo(calls, API.mining.orders)).toEqual([{ page: 1, pageSize: 20, status: 'running' }]);
  });

  it('lists every purchase with its price and order number', async () => {
    const { calls } = server();
    renderPage(ROUTE.purchaseRecord, <PurchaseRecordPage />);
    const order = await screen.findByTestId('mining-order');
    expect(within(order).getByText('500.00 USDT')).toBeInTheDocument();
    expect(within(order).getByText(ORDER.orderNo)).toBeInTheDocument();
    expect(payloadsTo(calls, API.mining.orders)).toEqual([{ page: 1, pageSize: 20 }]);
  });
});
