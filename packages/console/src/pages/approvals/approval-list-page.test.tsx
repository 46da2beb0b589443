import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalItem, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { setWaitingApprovals } from '../../live/approvals-count-store';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';
import { buttonNamed, choose, rowTexts, typeInto } from '../../testing/console-screen';

const FINANCE: Session = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-9', allowed: ['approvals', 'approval-approve', 'approval-reject'] };

const HELD: ApprovalItem = {
  id: 3,
  action: 'adjust',
  command: { name: 'adjust', username: 'ann', amount: '5000', reason: 'goodwill' },
  amount: '5000',
  target: 'ann',
  maker: 'other',
  status: 'pending',
  checker: null,
  outcome: null,
  basis: null,
  reason: 'goodwill',
  orderNo: null,
  context: { member: { id: 42, username: 'ann', available: '380.00', held: '120.00', currency: 'USDT' }, order: null },
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
};

/** A withdrawal's payment held above the limit: the order it pays comes with it, as it is now. */
const HELD_PAYMENT: ApprovalItem = {
  ...HELD,
  id: 5,
  action: 'withdrawal-pay',
  command: { name: 'withdrawal-pay', orderNo: 'WD9001' },
  amount: '120',
  target: 'withdrawal:WD9001',
  reason: null,
  orderNo: 'WD9001',
  context: {
    member: { id: 42, username: 'ann', available: '380.00', held: '120.00', currency: 'USDT' },
    order: {
      orderNo: 'WD9001',
      memberId: 42,
      username: 'ann',
      method: 'bank',
      destination: 'HSBC ****9012 (Ann Lee)',
      amount: '120.00',
      fee: '2.00',
      actualAmount: '118.00',
      currency: 'USDT',
      status: 'pending',
      reason: null,
      createdAt: '2026-11-24T09:00:00.000Z',
      reviewedAt: null,
    },
  },
};

/** A change of where members send money, held (issue 35): the settings it was asked against come with it. */
const HELD_SETTING: ApprovalItem = {
  ...HELD,
  id: 4,
  action: 'settings-set',
  command: { name: 'settings-set', key: 'fourEyes', value: { adjustmentAbove: '50000', withdrawalAbove: '10000' } },
  amount: '0',
  target: 'setting:fourEyes',
  basis: { fourEyes: { adjustmentAbove: '10000', withdrawalAbove: '10000' } },
  reason: null,
  context: { member: null, order: null },
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** The admin API as this page sees it; `decision` answers the approve and reject routes. */
function stubServer(decision: { status: number; body: unknown }, items: readonly ApprovalItem[] = [HELD]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, search: parsed.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      if (parsed.pathname === '/admin/approvals' && method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      if (/^\/admin\/approvals\/\d+\/(approve|reject)$/.test(parsed.pathname)) return jsonAnswer(decision.status, decision.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

async function openApprovals(): Promise<void> {
  openConsoleAt('/approvals');
  await waitFor(() => document.querySelector('tbody')?.textContent.includes('#3') === true, 'the held adjustment');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

describe('the approvals page', () => {
  it('lists what is pending by default, with maker and target', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: '', data: {} } });
    await openApprovals();
    const list = calls.find((call) => call.path === '/admin/approvals');
    expect(new URLSearchParams(list?.search).get('status')).toBe('pending');
    const row = document.querySelector('tbody tr.ant-table-row')?.textContent ?? '';
    expect(row).toContain('Balance adjustment');
    expect(row).toContain('ann');
    expect(row).toContain('other');
  });

  it('approves after a confirmation, with the CSRF token', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Approval #3 approved: adjusted ann by 5000.', data: { id: 3 } } });
    await openApprovals();
    act(() => {
      buttonNamed('Approve', document.querySelector('tbody') ?? document).click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm') !== null, 'the confirmation');
    expect(document.querySelector('.ant-modal-confirm')?.textContent).toContain('requested by other');
    act(() => {
      buttonNamed('Approve', document.querySelector('.ant-modal-confirm') ?? document).click();
    });
    await waitFor(() => calls.some((call) => call.method === 'POST'), 'the approval');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/admin/approvals/3/approve']);
    // One request id for the confirmation: a retry of it answers the first result (issue 35).
    expect(posts[0]?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await waitFor(() => document.body.textContent.includes('Done'), 'the success notification');
  });

  it("says clearly when the maker tries to approve their own request, with the server's words under it", async () => {
    stubServer({ status: 422, body: { ok: false, message: 'You asked for approval #3: a second operator must decide it.' } });
    await openApprovals();
    act(() => {
      buttonNamed('Approve', document.querySelector('tbody') ?? document).click();
    });
    await waitFor(() => document.querySelector('.ant-modal-confirm') !== null, 'the confirmation');
    act(() => {
      buttonNamed('Approve', document.querySelector('.ant-modal-confirm') ?? document).click();
    });
    await waitFor(() => document.body.textContent.includes('another operator must approve or reject it'), 'the refusal');
    expect(document.body.textContent).toContain('Server: You asked for approval #3: a second operator must decide it.');
  });

  it('rejects with the reason the operator gives', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Approval #3 rejected.', data: { id: 3 } } });
    await openApprovals();
    act(() => {
      buttonNamed('Reject', document.querySelector('tbody') ?? document).click();
    });
    await waitFor(() => document.querySelector('.ant-modal textarea') !== null, 'the reason field');
    const field = document.querySelector('.ant-modal textarea');
    if (!(field instanceof HTMLTextAreaElement)) throw new Error('no reason field');
    typeInto(field, '  not agreed with the member  ');
    act(() => {
      buttonNamed('Reject', document.querySelector('.ant-modal-footer') ?? document).click();
    });
    await waitFor(() => calls.some((call) => call.method === 'POST'), 'the rejection');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin/approvals/3/reject');
    expect(post?.body).toEqual({ reason: 'not agreed with the member' });
  });

  it('shows a held change of settings beside the settings it was asked against, and no amount', async () => {
    stubServer({ status: 200, body: { ok: true, message: '', data: {} } }, [HELD_SETTING]);
    openConsoleAt('/approvals');
    await waitFor(() => document.querySelector('tbody')?.textContent.includes('#4') === true, 'the held change');
    const row = document.querySelector('tbody tr.ant-table-row')?.textContent ?? '';
    expect(row).toContain('Settings change');
    expect(row).toContain('—');
    act(() => {
      const expand = document.querySelector('tbody tr.ant-table-row .ant-table-row-expand-icon');
      if (!(expand instanceof HTMLElement)) throw new Error('no expand button');
      expand.click();
    });
    await waitFor(() => document.body.textContent.includes('Settings when requested'), 'the detail');
    const detail = document.querySelector('tr.ant-table-expanded-row')?.textContent ?? '';
    expect(detail).toContain('"adjustmentAbove": "50000"');
    expect(detail).toContain('"adjustmentAbove": "10000"');
  });

  it("shows the checker the maker's reason, the member's balance now and the order a payment pays, without opening anything", async () => {
    stubServer({ status: 200, body: { ok: true, message: '', data: {} } }, [HELD, HELD_PAYMENT]);
    await openApprovals();
    const [adjustment, payment] = rowTexts();
    expect(adjustment).toContain('goodwill');
    expect(adjustment).toContain('Memberann (#42)');
    expect(adjustment).toContain('Balance now380.00 available, 120.00 held (USDT)');
    expect(payment).toContain('OrderWD9001 Pending');
    expect(payment).toContain('120.00 USDT (fee 2.00, pays out 118.00)');
    expect(payment).toContain('Pay toTo a bank account · HSBC ****9012 (Ann Lee)');
  });

  it('counts what waits in the menu, and offers the cancelled ones among the statuses', async () => {
    stubServer({ status: 200, body: { ok: true, message: '', data: {} } }, [HELD, HELD_PAYMENT]);
    await openApprovals();
    await waitFor(() => document.body.textContent.includes('2 approvals waiting for a second operator'), 'the count in the menu');
    const badge = [...document.querySelectorAll('.ant-menu-item')].find((item) => item.textContent.includes('Approvals'))?.querySelector('.ant-badge');
    expect(badge?.textContent).toContain('2');
    await choose('Status', 'Cancelled');
  });

  it('shows an approval asked for elsewhere as soon as the live channel counts it', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: '', data: {} } });
    await openApprovals();
    const lists = () => calls.filter((call) => call.path === '/admin/approvals' && new URLSearchParams(call.search).get('pageSize') !== '1').length;
    const before = lists();
    act(() => {
      setWaitingApprovals(5);
    });
    await waitFor(() => lists() > before, 'the list asked again');
  });
});
