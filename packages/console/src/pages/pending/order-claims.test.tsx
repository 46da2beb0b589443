import '@ant-design/v5-patch-for-react-19';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TPendingOrder } from '@meridian/protocol';
import { publishOrderPush } from '../../live/order-push-store';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { operatorUser, rowWith } from '../../testing/console-screen';

const ORDER: Omit<TPendingOrder, 'orderNo'> = {
  kind: 'recharge',
  memberId: 42,
  username: 'ann',
  mode: 'offline',
  amount: '500.00',
  currency: 'USDT',
  facts: [{ name: 'payer', value: 'Chan Tai Man' }],
  detail: 'payer Chan Tai Man',
  createdAt: '2026-11-24T10:00:00.000Z',
  approvalId: null,
  claim: null,
  fourEyesAbove: null,
};

const FREE: TPendingOrder = { ...ORDER, orderNo: 'RC0001', claim: null };
const MINE: TPendingOrder = { ...ORDER, orderNo: 'RC0002', claim: { claimedBy: 'console:fin', claimedAt: '2026-11-24T10:05:00.000Z' } };
const THEIRS: TPendingOrder = { ...ORDER, orderNo: 'RC0003', claim: { claimedBy: 'console:fin2', claimedAt: '2026-11-24T10:06:00.000Z' } };

const FINANCE: TConsoleSession = {
  username: 'fin',
  role: 'finance',
  stage: 'ready',
  csrfToken: 'csrf-1',
  allowed: ['pending', 'recharge-approve', 'recharge-reject', 'withdrawal-pay', 'withdrawal-reject', 'order-claim', 'order-unclaim'],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** What the server's queue holds now: a test changes it as another clerk would. */
let queue: TPendingOrder[] = [];

function stubServer(session: TConsoleSession = FINANCE): Sent[] {
  const sent: Sent[] = [];
  queue = [FREE, MINE, THEIRS];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path: pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/pending') return jsonAnswer(200, { ok: true, message: '', data: { orders: queue, total: queue.length } });
      if (pathname.endsWith('/claim')) return jsonAnswer(200, { ok: true, message: 'claimed', data: {} });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return sent;
}

const user = operatorUser();
/** An order's row, to find its buttons in. */
const rowOf = (orderNo: string) => within(rowWith(orderNo));

async function openQueue(): Promise<void> {
  openConsoleAt('/pending');
  // The queue with its claims.
  expect(await screen.findByRole('button', { name: 'Take over' })).toBeInTheDocument();
}

afterEach(closeConsole);

describe('claims in the pending queue', () => {
  it('shows who holds each order; one another clerk holds cannot be approved or rejected here until taken over', async () => {
    stubServer();
    await openQueue();
    expect(rowOf('RC0001').getByRole('button', { name: 'Take' })).toBeInTheDocument();
    expect(rowOf('RC0001').getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(rowWith('RC0002')).toHaveTextContent('Yours');
    expect(rowOf('RC0002').getByRole('button', { name: 'Let go' })).toBeInTheDocument();
    expect(rowOf('RC0002').getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(rowWith('RC0003')).toHaveTextContent('Held by fin2');
    expect(rowOf('RC0003').getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(rowOf('RC0003').getByRole('button', { name: 'Reject' })).toBeDisabled();
  });

  it('takes, lets go and, after asking, takes over', async () => {
    const sent = stubServer();
    await openQueue();
    await user.click(rowOf('RC0001').getByRole('button', { name: 'Take' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    await user.click(rowOf('RC0002').getByRole('button', { name: 'Let go' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    await user.click(rowOf('RC0003').getByRole('button', { name: 'Take over' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('fin2 (console) is working on RC0003');
    expect(sent).toHaveLength(2);
    await user.click(within(question).getByRole('button', { name: 'Take over' }));
    await waitFor(() => {
      expect(sent).toHaveLength(3);
    });
    expect(sent).toEqual([
      { method: 'POST', path: '/admin/pending/RC0001/claim', body: {} },
      { method: 'DELETE', path: '/admin/pending/RC0002/claim', body: {} },
      { method: 'POST', path: '/admin/pending/RC0003/claim', body: { takeOver: true } },
    ]);
  });

  it('shows at once, without a refresh, an order another clerk took, let go or decided (the live channel)', async () => {
    stubServer();
    await openQueue();
    const takenAt = '2026-11-24T10:07:00.000Z';
    queue = [{ ...FREE, claim: { claimedBy: 'console:fin3', claimedAt: takenAt } }, MINE, THEIRS];
    act(() => {
      publishOrderPush({ orderNo: FREE.orderNo, claim: { claimedBy: 'console:fin3', claimedAt: takenAt }, decided: false });
    });
    await waitFor(() => {
      expect(rowWith('RC0001')).toHaveTextContent('Held by fin3');
    });
    expect(rowOf('RC0001').getByRole('button', { name: 'Approve' })).toBeDisabled();

    queue = [FREE, MINE, { ...THEIRS, claim: null }];
    act(() => {
      publishOrderPush({ orderNo: THEIRS.orderNo, claim: null, decided: false });
    });
    await waitFor(() => {
      expect(rowWith('RC0003')).not.toHaveTextContent('Held by');
    });
    expect(rowOf('RC0003').getByRole('button', { name: 'Approve' })).toBeEnabled();

    queue = [MINE, { ...THEIRS, claim: null }];
    act(() => {
      publishOrderPush({ orderNo: FREE.orderNo, claim: null, decided: true });
    });
    await waitFor(() => {
      expect(screen.queryByText('RC0001')).not.toBeInTheDocument();
    });
  });

  it('offers no claim to a role that may not take orders', async () => {
    stubServer({ ...FINANCE, allowed: ['pending', 'recharge-approve'] });
    openConsoleAt('/pending');
    expect(await screen.findByText('RC0003')).toBeInTheDocument();
    await accessAnswered('pending', 'claim');
    expect(screen.queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
  });
});
