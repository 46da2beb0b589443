import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TPendingOrder } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser, rowWith } from '../../testing/console-screen';

/** Issue 36: the checker of a held payment reads why the payer pressed Mark paid. */

const WITHDRAWAL: TPendingOrder = {
  kind: 'withdrawal',
  orderNo: 'WD3003',
  memberId: 43,
  username: 'bob',
  mode: 'bank',
  amount: '12000.00',
  currency: 'USDT',
  facts: [{ name: 'destination', value: 'HSBC ****9012 (Bob Lee)' }],
  detail: 'to HSBC ****9012 (Bob Lee)',
  createdAt: '2026-11-24T11:00:00.000Z',
  approvalId: null,
  claim: null,
  fourEyesAbove: '10000',
};

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['pending', 'withdrawal-pay', 'withdrawal-reject'] };

interface Sent {
  path: string;
  body: unknown;
}

/** The queue holds one withdrawal; a payment is answered as four eyes holds it. */
function stubServer(order: TPendingOrder): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      if ((init.method ?? 'GET') !== 'GET') sent.push({ path: pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      if (pathname === '/admin/pending') return jsonAnswer(200, { ok: true, message: '', data: { orders: [order], total: 1 } });
      if (pathname.endsWith('/pay')) return jsonAnswer(202, { ok: true, message: 'Held for a second operator (approval #9).', data: { approvalId: 9, held: true } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return sent;
}

const user = operatorUser();

/** Presses the order's Mark paid: answers what is sent and the dialog that asks first. */
async function pressMarkPaid(order: TPendingOrder): Promise<{ sent: Sent[]; dialog: HTMLElement }> {
  const sent = stubServer(order);
  openConsoleAt('/pending');
  expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
  await user.click(within(rowWith(order.orderNo)).getByRole('button', { name: 'Mark paid' }));
  return { sent, dialog: await screen.findByRole('dialog') };
}

afterEach(closeConsole);

describe('Mark paid above the four-eyes limit', () => {
  it('asks the reason the second operator reads, refuses to go without one, and sends it with the payment', async () => {
    const { sent, dialog } = await pressMarkPaid(WITHDRAWAL);
    expect(dialog).toHaveTextContent('Withdrawal WD3003 of 12000.00 USDT to bob is above the four-eyes limit of 10000: it is marked paid only once a second operator approves it.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByText('Required', { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fillIn(within(dialog).getByLabelText('Reason for the second operator'), '  The member sent their ID; the bank confirmed the account  ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toEqual({
      path: '/admin/withdrawals/WD3003/pay',
      body: { reason: 'The member sent their ID; the bank confirmed the account', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    expect(await screen.findByText("Held for a second operator's approval (#9)", { exact: false })).toBeInTheDocument();
  });

  it('asks only for a yes at or below the limit, and sends no reason', async () => {
    const { sent, dialog } = await pressMarkPaid({ ...WITHDRAWAL, amount: '100.00', fourEyesAbove: null });
    expect(dialog).toHaveTextContent('Has withdrawal WD3003 of 100.00 USDT to bob been paid?');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toEqual({ path: '/admin/withdrawals/WD3003/pay', body: { requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } });
  });
});
