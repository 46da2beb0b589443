import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PendingOrder, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { applyLanguage, initI18n } from '../../i18n';
import { closeConsole, openConsoleAt, waitFor } from '../../testing/console-page';
import { lastQuery, stubListRoute } from '../../testing/list-api';
import { buttonNamed, buttonsNamed, choose, fieldLabelled, typeInto } from '../../testing/console-screen';

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

/** The queue as the server answers it; each request's query, as the page asked it. */
const stubServer = (orders: readonly PendingOrder[] = [RECHARGE, WITHDRAWAL], total = orders.length) => stubListRoute(FINANCE, '/admin/pending', () => ({ orders, total }));

/** The row of an order, as the operator reads it: each cell's text. */
function cellsOf(orderNo: string): string[] {
  const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent.includes(orderNo));
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
}

async function openPending(orders?: readonly PendingOrder[], total?: number): Promise<URLSearchParams[]> {
  const asked = stubServer(orders, total);
  openConsoleAt('/pending');
  await waitFor(() => cellsOf('WD2002').length > 0, 'the pending orders');
  return asked;
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

  it('shows a withdrawal held for a second operator as waiting for its approval, with no second payment button', async () => {
    await openPending([RECHARGE, { ...WITHDRAWAL, approvalId: 7 }]);
    const withdrawal = cellsOf('WD2002');
    expect(withdrawal.at(-1)).toBe('Waiting for approval #7Reject');
    expect(buttonsNamed('Mark paid')).toEqual([]);
    expect(cellsOf('RC1001').at(-1)).toBe('ApproveReject');
  });

  it('keeps the receipt beside the decision: both stay at the right edge of a table that scrolls', async () => {
    await openPending([{ ...RECHARGE, proofUrl: '/uploads/receipt.png' }, WITHDRAWAL]);
    const row = [...document.querySelectorAll('tbody tr.ant-table-row')].find((tr) => tr.textContent.includes('RC1001'));
    const fixedCells = [...(row?.querySelectorAll('td.ant-table-cell-fix-right') ?? [])];
    expect(fixedCells).toHaveLength(2);
    expect(fixedCells[0]?.querySelector('img')?.getAttribute('alt')).toBe('Payment proof of RC1001');
    expect(fixedCells[1]?.textContent).toBe('ApproveReject');
  });

  it('pages through the whole queue, a page at a time, and says how many wait', async () => {
    const asked = await openPending([RECHARGE, WITHDRAWAL], 131);
    expect(lastQuery(asked)).toEqual({ limit: '20', page: '1', sort: 'createdAt', order: 'asc' });
    expect(document.body.textContent).toContain('131 items');
    const pageTwo = document.querySelector<HTMLElement>('.ant-pagination-item-2');
    if (pageTwo === null) throw new Error('no second page in the pager');
    act(() => {
      pageTwo.click();
    });
    await waitFor(() => lastQuery(asked).page === '2', 'the second page');
    expect(document.querySelector('.ant-pagination-item-7')).not.toBeNull();
  });

  it("finds one member's orders of one kind, and sorts by amount", async () => {
    const asked = await openPending();
    typeInto(fieldLabelled('Member (username or ID)'), 'Ann ');
    await choose('Type', 'Withdrawal');
    act(() => {
      buttonNamed('Search').click();
    });
    await waitFor(() => lastQuery(asked).member === 'Ann', 'the search');
    expect(lastQuery(asked)).toMatchObject({ member: 'Ann', kind: 'withdrawal', page: '1' });
    const amountHeader = [...document.querySelectorAll('th')].find((th) => th.textContent === 'Amount');
    act(() => {
      amountHeader?.querySelector<HTMLElement>('.ant-table-column-sorters')?.click();
    });
    await waitFor(() => lastQuery(asked).sort === 'amount', 'the sort by amount');
    expect(lastQuery(asked)).toMatchObject({ sort: 'amount', order: 'asc', member: 'Ann', kind: 'withdrawal' });
  });

  it('says in the operator’s language when the member is not a username or an id, and asks nothing', async () => {
    const asked = await openPending();
    const before = asked.length;
    typeInto(fieldLabelled('Member (username or ID)'), 'ann lee');
    act(() => {
      buttonNamed('Search').click();
    });
    await waitFor(() => document.body.textContent.includes('Enter a username or a member ID, without spaces.'), 'the refusal');
    expect(asked).toHaveLength(before);
  });
});
