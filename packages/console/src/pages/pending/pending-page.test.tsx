import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PendingOrder, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { applyLanguage, initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';

const RECHARGE: PendingOrder = {
  kind: 'recharge',
  orderNo: 'RC1001',
  memberId: 42,
  username: 'ann',
  mode: 'offline',
  amount: '500.00',
  currency: 'USDT',
  facts: [
    { name: 'payer', value: 'Chan Tai Man' },
    { name: 'payee', value: 'HSBC 808123456001 (Meridian Payments Ltd)' },
  ],
  detail: 'payer Chan Tai Man; to HSBC 808123456001 (Meridian Payments Ltd); no proof',
  createdAt: '2026-11-24T10:00:00.000Z',
};

const WITHDRAWAL: PendingOrder = {
  kind: 'withdrawal',
  orderNo: 'WD2002',
  memberId: 43,
  username: 'bob',
  mode: 'coin',
  amount: '100.00',
  currency: 'USDT',
  facts: [
    { name: 'destination', value: 'TRC20 · TXyz' },
    { name: 'fee', value: '1' },
    { name: 'payOut', value: '99 USDT' },
  ],
  detail: 'to TRC20 · TXyz; fee 1; pay out 99 USDT',
  createdAt: '2026-11-24T11:00:00.000Z',
};

const FINANCE: Session = {
  username: 'fin',
  role: 'finance',
  stage: 'ready',
  csrfToken: 'csrf-1',
  allowed: ['pending', 'recharge-approve', 'recharge-reject', 'withdrawal-pay', 'withdrawal-reject'],
};

function stubServer(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      if (pathname === '/admin/pending') return jsonAnswer(200, { ok: true, message: '', data: { orders: [RECHARGE, WITHDRAWAL] } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
}

/** The row of an order, as the operator reads it: each cell's text. */
function cellsOf(orderNo: string): string[] {
  const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent.includes(orderNo));
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

async function openPending(): Promise<void> {
  stubServer();
  openConsoleAt('/pending');
  await waitFor(() => cellsOf('WD2002').length > 0, 'the pending orders');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(async () => {
  closeConsole();
  await applyLanguage('en-US');
});

describe('the pending orders', () => {
  it('names each order’s method and labels what the operator checks, with Approve and Reject on every row', async () => {
    await openPending();
    const recharge = cellsOf('RC1001');
    expect(recharge).toContain('Bank transfer');
    expect(recharge).toContain('PayerChan Tai ManPaid toHSBC 808123456001 (Meridian Payments Ltd)');
    const withdrawal = cellsOf('WD2002');
    expect(withdrawal).toContain('To a crypto wallet');
    expect(withdrawal).toContain('Pay toTRC20 · TXyzFee1To pay out99 USDT');
    // The server's English line is for the command line; the console never shows it.
    expect(document.body.textContent).not.toContain('no proof');
    expect(recharge.at(-1)).toBe('ApproveReject');
    expect(withdrawal.at(-1)).toBe('Mark paidReject');
  });

  it('shows the labels and methods in the operator’s language', async () => {
    await openPending();
    await act(() => applyLanguage('zh-HK'));
    await waitFor(() => cellsOf('RC1001').includes('銀行轉賬'), 'the method in Chinese');
    expect(cellsOf('RC1001')).toContain('付款人Chan Tai Man收款賬戶HSBC 808123456001 (Meridian Payments Ltd)');
    expect(cellsOf('WD2002')).toContain('轉至加密貨幣錢包');
  });
});
