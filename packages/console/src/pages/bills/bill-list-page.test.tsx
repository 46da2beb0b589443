import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TBillItem, TConsoleSession } from '@meridian/protocol';
import { closeConsole, openConsoleAt } from '../../testing/console-page';
import { lastQuery, stubListRoute } from '../../testing/list-api';
import { choose, fillIn, operatorUser, rowTexts } from '../../testing/console-screen';

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-3', allowed: ['bills', 'bills-export'] };

const bill = (id: number): TBillItem => ({
  id,
  memberId: 1,
  username: 'demo0001',
  type: 'withdraw',
  kind: 'withdrawal_hold',
  amount: '-10.00',
  currency: 'USDT',
  memo: '',
  createdAt: '2026-11-24T10:00:00.000Z',
});

/** The bills list as the server pages it: more than it counted (a long history), twenty a page. */
const stubBills = () =>
  stubListRoute(FINANCE, '/admin/bills', (query) => {
    const page = Number(query.get('page') ?? '1');
    const items = Array.from({ length: 20 }, (_, index) => bill(10_000 - (page - 1) * 20 - index));
    // Counted ten pages past the one asked for (docs/console-api.md, "Lists").
    return { items, total: (page - 1 + 10) * 20, totalIsLowerBound: true };
  });
/** A page's number in the pager, which names it by its title. */
const pagerItem = (page: number) => screen.getByRole('listitem', { name: String(page) });
const user = operatorUser();

afterEach(closeConsole);

describe('the bills list', () => {
  it('says there are more than it counted and lets the operator page past the tenth page', async () => {
    const asked = stubBills();
    openConsoleAt('/bills');
    await waitFor(() => {
      expect(rowTexts()).toHaveLength(20);
    });
    expect(screen.getByText('More than 200 items')).toBeInTheDocument();
    await user.click(pagerItem(11));
    await waitFor(() => {
      expect(lastQuery(asked).page).toBe('11');
    });
    expect(await screen.findByText('More than 400 items')).toBeInTheDocument();
    expect(pagerItem(21)).toBeInTheDocument();
  });

  it("filters by a member's username and by a bill type chosen by its name", async () => {
    const asked = stubBills();
    openConsoleAt('/bills');
    await waitFor(() => {
      expect(rowTexts()).toHaveLength(20);
    });
    expect(rowTexts()[0]).toContain('Withdrawal');
    await fillIn(screen.getByLabelText('Member (username or ID)'), 'Demo0001');
    await choose('Type', 'Withdrawal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(lastQuery(asked).member).toBe('Demo0001');
    });
    expect(lastQuery(asked)).toMatchObject({ member: 'Demo0001', type: 'withdraw', page: '1' });
  });
});
