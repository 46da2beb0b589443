import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PendingOrder, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../../testing/console-page';
import { buttonNamed, buttonsNamed } from '../../testing/console-screen';

const ORDER: Omit<PendingOrder, 'orderNo'> = {
  kind: 'recharge',
  memberId: 42,
  username: 'ann',
  mode: 'offline',
  amount: '500.00',
  currency: 'USDT',
  facts: [{ name: 'payer', value: 'Chan Tai Man' }],
  detail: 'payer Chan Tai Man',
  createdAt: '2026-11-24T10:00:00.000Z',
};

const FREE: PendingOrder = { ...ORDER, orderNo: 'RC0001', claim: null };
const MINE: PendingOrder = { ...ORDER, orderNo: 'RC0002', claim: { claimedBy: 'console:fin', claimedAt: '2026-11-24T10:05:00.000Z' } };
const THEIRS: PendingOrder = { ...ORDER, orderNo: 'RC0003', claim: { claimedBy: 'console:fin2', claimedAt: '2026-11-24T10:06:00.000Z' } };

const FINANCE: Session = {
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

function stubServer(session: Session = FINANCE): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const { pathname } = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path: pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/pending') return jsonAnswer(200, { ok: true, message: '', data: { orders: [FREE, MINE, THEIRS], total: 3 } });
      if (pathname.endsWith('/claim')) return jsonAnswer(200, { ok: true, message: 'claimed', data: {} });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return sent;
}

const rowOf = (orderNo: string): HTMLElement => {
  const row = [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((candidate) => candidate.textContent.includes(orderNo));
  if (row === undefined) throw new Error(`no row of ${orderNo}`);
  return row;
};

async function openQueue(): Promise<void> {
  openConsoleAt('/pending');
  await waitFor(() => buttonsNamed('Take over').length === 1, 'the queue with its claims');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe('claims in the pending queue', () => {
  it('shows who holds each order; one another clerk holds cannot be approved or rejected here until taken over', async () => {
    stubServer();
    await openQueue();
    expect(buttonsNamed('Take', rowOf('RC0001'))).toHaveLength(1);
    expect(buttonNamed('Approve', rowOf('RC0001')).disabled).toBe(false);
    expect(rowOf('RC0002').textContent).toContain('Yours');
    expect(buttonsNamed('Let go', rowOf('RC0002'))).toHaveLength(1);
    expect(buttonNamed('Approve', rowOf('RC0002')).disabled).toBe(false);
    expect(rowOf('RC0003').textContent).toContain('Held by fin2');
    expect(buttonNamed('Approve', rowOf('RC0003')).disabled).toBe(true);
    expect(buttonNamed('Reject', rowOf('RC0003')).disabled).toBe(true);
  });

  it('takes, lets go and, after asking, takes over', async () => {
    const sent = stubServer();
    await openQueue();
    act(() => {
      buttonNamed('Take', rowOf('RC0001')).click();
    });
    await waitFor(() => sent.length === 1, 'the claim');
    act(() => {
      buttonNamed('Let go', rowOf('RC0002')).click();
    });
    await waitFor(() => sent.length === 2, 'the release');
    act(() => {
      buttonNamed('Take over', rowOf('RC0003')).click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm')?.textContent.includes('fin2 (console) is working on RC0003') === true, 'the question');
    expect(sent).toHaveLength(2);
    act(() => {
      const confirm = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (confirm === null) throw new Error('no question');
      buttonNamed('Take over', confirm).click();
    });
    await waitFor(() => sent.length === 3, 'the take-over');
    expect(sent).toEqual([
      { method: 'POST', path: '/admin/pending/RC0001/claim', body: {} },
      { method: 'DELETE', path: '/admin/pending/RC0002/claim', body: {} },
      { method: 'POST', path: '/admin/pending/RC0003/claim', body: { takeOver: true } },
    ]);
  });

  it('offers no claim to a role that may not take orders', async () => {
    stubServer({ ...FINANCE, allowed: ['pending', 'recharge-approve'] });
    openConsoleAt('/pending');
    await waitFor(() => document.body.textContent.includes('RC0003'), 'the queue');
    await settle();
    expect(buttonsNamed('Take')).toHaveLength(0);
    expect(buttonsNamed('Take over')).toHaveLength(0);
  });
});
