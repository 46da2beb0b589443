import '@ant-design/v5-patch-for-react-19';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TConsoleSession, TPendingOrder } from '@meridian/protocol';
import { applyLanguage } from '../../i18n';
import { closeConsole, openConsoleAt } from '../../testing/console-page';
import { lastQuery, stubListRoute } from '../../testing/list-api';
import { choose, columnHeader, fillIn, nth, operatorUser, rowShowing, rowWith } from '../../testing/console-screen';

const RECHARGE: TPendingOrder = {
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
  approvalId: null,
  claim: null,
  fourEyesAbove: null,
};

const WITHDRAWAL: TPendingOrder = {
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
  approvalId: null,
  claim: null,
  fourEyesAbove: null,
};

const FINANCE: TConsoleSession = {
  username: 'fin',
  role: 'finance',
  stage: 'ready',
  csrfToken: 'csrf-1',
  allowed: ['pending', 'recharge-approve', 'recharge-reject', 'withdrawal-pay', 'withdrawal-reject'],
};

/** The queue as the server answers it; each request's query, as the page asked it. */
const stubServer = (orders: readonly TPendingOrder[] = [RECHARGE, WITHDRAWAL], total = orders.length) => stubListRoute(FINANCE, '/admin/pending', () => ({ orders, total }));

const user = operatorUser();

/** The row of an order, as the operator reads it: each cell's text. */
const cellsOf = (orderNo: string): string[] => within(rowWith(orderNo)).getAllByRole('cell').map((cell) => cell.textContent);

async function openPending(orders?: readonly TPendingOrder[], total?: number): Promise<URLSearchParams[]> {
  const asked = stubServer(orders, total);
  openConsoleAt('/pending');
  await rowShowing('WD2002');
  return asked;
}


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
    expect(screen.queryByText('no proof', { exact: false })).not.toBeInTheDocument();
    expect(recharge.at(-1)).toBe('ApproveReject');
    expect(withdrawal.at(-1)).toBe('Mark paidReject');
  });

  it('shows the labels and methods in the operator’s language', async () => {
    await openPending();
    await act(() => applyLanguage('zh-HK'));
    await waitFor(() => {
      expect(cellsOf('RC1001')).toContain('銀行轉賬');
    });
    expect(cellsOf('RC1001')).toContain('付款人Chan Tai Man收款賬戶HSBC 808123456001 (Meridian Payments Ltd)');
    expect(cellsOf('WD2002')).toContain('轉至加密貨幣錢包');
  });

  it('shows a withdrawal held for a second operator as waiting for its approval, with no second payment button', async () => {
    await openPending([RECHARGE, { ...WITHDRAWAL, approvalId: 7 }]);
    const withdrawal = cellsOf('WD2002');
    expect(withdrawal.at(-1)).toBe('Waiting for approval #7Reject');
    expect(screen.queryAllByRole('button', { name: 'Mark paid' })).toEqual([]);
    expect(cellsOf('RC1001').at(-1)).toBe('ApproveReject');
  });

  it('keeps the receipt beside the decision: both stay at the right edge of a table that scrolls', async () => {
    await openPending([{ ...RECHARGE, proofUrl: '/uploads/receipt.png' }, WITHDRAWAL]);
    // The last two cells stick to the right edge while the rest of the row scrolls under them.
    const cells = within(rowWith('RC1001')).getAllByRole('cell');
    const receipt = nth(cells, cells.length - 2);
    const decision = nth(cells, cells.length - 1);
    expect(receipt).toHaveStyle({ position: 'sticky' });
    expect(decision).toHaveStyle({ position: 'sticky' });
    expect(within(receipt).getByRole('img', { name: 'Payment proof of RC1001' })).toBeInTheDocument();
    expect(decision).toHaveTextContent('ApproveReject');
  });

  it('pages through the whole queue, a page at a time, and says how many wait', async () => {
    const asked = await openPending([RECHARGE, WITHDRAWAL], 131);
    expect(lastQuery(asked)).toEqual({ limit: '20', page: '1', sort: 'createdAt', order: 'asc' });
    expect(screen.getByText('131 items', { exact: false })).toBeInTheDocument();
    // The pager names each page by its title.
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => {
      expect(lastQuery(asked).page).toBe('2');
    });
    expect(screen.getByRole('listitem', { name: '7' })).toBeInTheDocument();
  });

  it("finds one member's orders of one kind, and sorts by amount", async () => {
    const asked = await openPending();
    await fillIn(screen.getByLabelText('Member (username or ID)'), 'Ann ');
    await choose('Type', 'Withdrawal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(lastQuery(asked).member).toBe('Ann');
    });
    expect(lastQuery(asked)).toMatchObject({ member: 'Ann', kind: 'withdrawal', page: '1' });
    await user.click(columnHeader(/^Amount/));
    await waitFor(() => {
      expect(lastQuery(asked).sort).toBe('amount');
    });
    expect(lastQuery(asked)).toMatchObject({ sort: 'amount', order: 'asc', member: 'Ann', kind: 'withdrawal' });
  });

  it('says in the operator’s language when the member is not a username or an id, and asks nothing', async () => {
    const asked = await openPending();
    await fillIn(screen.getByLabelText('Member (username or ID)'), 'ann lee');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Found is shown: a late first reading of the queue on a slow machine may draw the form again
    // right after, so the element found is not asserted to stay attached (CI of 2026-11-29, night).
    await screen.findByText('Enter a username or a member ID, without spaces.');
    // Nothing asked with it. (Counting every request would also count a reading of the queue that a
    // slow machine's first render sends late, which is not this search.)
    expect(asked.some((query) => query.has('member'))).toBe(false);
  });
});
