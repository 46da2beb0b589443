import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillItem, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, openConsoleAt, waitFor } from '../../testing/console-page';
import { lastQuery, stubListRoute } from '../../testing/list-api';
import { buttonNamed, choose, fieldLabelled, rowTexts, typeInto } from '../../testing/console-screen';

const FINANCE: Session = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-3', allowed: ['bills', 'bills-export'] };

const bill = (id: number): BillItem => ({
  id,
  memberId: 1,
  username: 'demo0001',
  type: 'withdraw',
  kind: 'withdrawal_hold',
  amount: '-10.00',
  currency: 'USDT',
  memo: null,
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
const pagerItem = (page: number) => document.querySelector<HTMLElement>(`.ant-pagination-item-${page}`);

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe('the bills list', () => {
  it('says there are more than it counted and lets the operator page past the tenth page', async () => {
    const asked = stubBills();
    openConsoleAt('/bills');
    await waitFor(() => rowTexts().length === 20, 'the first page');
    expect(document.body.textContent).toContain('More than 200 items');
    const eleventh = pagerItem(11);
    if (eleventh === null) throw new Error(`no eleventh page; the pager shows: ${document.querySelector('.ant-pagination')?.textContent ?? ''}`);
    act(() => {
      eleventh.click();
    });
    await waitFor(() => lastQuery(asked).page === '11', 'the eleventh page');
    await waitFor(() => document.body.textContent.includes('More than 400 items'), 'the count from there');
    expect(pagerItem(21)).not.toBeNull();
  });

  it("filters by a member's username and by a bill type chosen by its name", async () => {
    const asked = stubBills();
    openConsoleAt('/bills');
    await waitFor(() => rowTexts().length === 20, 'the first page');
    expect(rowTexts()[0]).toContain('Withdrawal');
    typeInto(fieldLabelled('Member (username or ID)'), 'Demo0001');
    await choose('Type', 'Withdrawal');
    act(() => {
      buttonNamed('Search').click();
    });
    await waitFor(() => lastQuery(asked).member === 'Demo0001', 'the search');
    expect(lastQuery(asked)).toMatchObject({ member: 'Demo0001', type: 'withdraw', page: '1' });
  });
});
