import '@ant-design/v5-patch-for-react-19';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TApprovalItem, TConsoleSession } from '@meridian/protocol';
import enUS from '../../i18n/en-US.json';
import zhHK from '../../i18n/zh-HK.json';
import { applyLanguage, initI18n } from '../../i18n';
import { setWaitingApprovals } from '../../live/approvals-count-store';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { choose, fillIn, operatorUser, rowTexts, rowWith } from '../../testing/console-screen';

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-9', allowed: ['approvals', 'approval-approve', 'approval-reject'] };

const HELD: TApprovalItem = {
  id: 3,
  action: 'adjust',
  command: { name: 'adjust', username: 'ann', amount: '5000', reason: 'goodwill' },
  amount: '5000',
  target: 'ann',
  maker: 'other',
  status: 'pending',
  checker: null,
  outcome: '',
  basis: null,
  reason: 'goodwill',
  orderNo: null,
  context: { member: { id: 42, username: 'ann', available: '380.00', held: '120.00', currency: 'USDT' }, order: null },
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
};

/** A withdrawal's payment held above the limit: the order it pays comes with it, as it is now. */
const HELD_PAYMENT: TApprovalItem = {
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
const HELD_SETTING: TApprovalItem = {
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

/**
 * The admin API as this page sees it; `decision` answers the approve and reject routes, in
 * `language` when it says one (the server's `Content-Language`).
 */
function stubServer(decision: { status: number; body: unknown; language?: string }, items: readonly TApprovalItem[] = [HELD]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, search: parsed.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      if (parsed.pathname === '/admin/approvals' && method === 'GET') return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      if (/^\/admin\/approvals\/\d+\/(approve|reject)$/.test(parsed.pathname)) {
        const headers = decision.language === undefined ? undefined : { 'content-language': decision.language };
        return Promise.resolve(new Response(JSON.stringify(decision.body), { status: decision.status, headers }));
      }
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
const text = () => document.body.textContent;

async function openApprovals(): Promise<void> {
  openConsoleAt('/approvals');
  // The held adjustment.
  await waitFor(() => {
    expect(rowWith('#3')).toBeInTheDocument();
  });
}

/** Presses the row's `name` and answers the confirmation that asks first. */
async function pressAndConfirm(name: string | RegExp): Promise<HTMLElement> {
  await user.click(within(rowWith('#3')).getByRole('button', { name }));
  const confirm = await screen.findByRole('dialog');
  return confirm;
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS, 'zh-HK': zhHK });
});

afterEach(async () => {
  closeConsole();
  await applyLanguage('en-US');
});

/** antd spaces a two-character Chinese label ("批 准"). */
const APPROVE_IN_CHINESE = /^批\s?准$/;

/** A zh-HK operator approves #3 and confirms; the server answers `decision`. */
async function approveInChinese(decision: Parameters<typeof stubServer>[0]): Promise<void> {
  await act(() => applyLanguage('zh-HK'));
  stubServer(decision);
  await openApprovals();
  const confirm = await pressAndConfirm(APPROVE_IN_CHINESE);
  await user.click(within(confirm).getByRole('button', { name: APPROVE_IN_CHINESE }));
}

describe('the approvals page', () => {
  it('lists what is pending by default, with maker and target', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: '', data: {} } });
    await openApprovals();
    const list = calls.find((call) => call.path === '/admin/approvals');
    expect(new URLSearchParams(list?.search).get('status')).toBe('pending');
    const row = rowWith('#3');
    expect(row).toHaveTextContent('Balance adjustment');
    expect(row).toHaveTextContent('ann');
    expect(row).toHaveTextContent('other');
  });

  it('approves after a confirmation, with the CSRF token', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Approval #3 approved: adjusted ann by 5000.', data: { id: 3 } } });
    await openApprovals();
    const confirm = await pressAndConfirm('Approve');
    expect(confirm).toHaveTextContent('requested by other');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST')).not.toEqual([]);
    });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/admin/approvals/3/approve']);
    // One request id for the confirmation: a retry of it answers the first result (issue 35).
    expect(posts[0]?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(await screen.findByText('Done')).toBeInTheDocument();
  });

  it("says clearly when the maker tries to approve their own request, with the server's words under it", async () => {
    stubServer({ status: 422, body: { ok: false, message: 'You asked for approval #3: a second operator must decide it.' } });
    await openApprovals();
    const confirm = await pressAndConfirm('Approve');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('another operator must approve or reject it', { exact: false })).toBeInTheDocument();
    expect(text()).toContain('Server: You asked for approval #3: a second operator must decide it.');
  });

  it('tells a zh-HK maker in Chinese, with the server’s own Chinese sentence under the console’s title (issue 36)', async () => {
    await approveInChinese({ status: 422, body: { ok: false, message: '第 3 號審批是你提出的：須由另一位營運人員決定。' }, language: 'zh-HK' });
    expect(await screen.findByText('伺服器：第 3 號審批是你提出的', { exact: false })).toBeInTheDocument();
    expect(text()).toContain('這是你自己提出的申請：須由另一位操作員批准或拒絕。');
    expect(text()).toContain('伺服器：第 3 號審批是你提出的：須由另一位營運人員決定。');
  });

  it('shows a zh-HK checker what the server did, in Chinese, under "Done"', async () => {
    await approveInChinese({ status: 200, body: { ok: true, message: '第 3 號審批：已將 ann（會員 #42）的餘額調整 +5000.00 USDT。', data: { id: 3 } }, language: 'zh-HK' });
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    expect(await screen.findByText('第 3 號審批：已將 ann（會員 #42）的餘額調整', { exact: false })).toBeInTheDocument();
  });

  it('rejects with the reason the operator gives', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Approval #3 rejected.', data: { id: 3 } } });
    await openApprovals();
    const dialog = await pressAndConfirm('Reject');
    await fillIn(within(dialog).getByRole('textbox'), '  not agreed with the member  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST')).not.toEqual([]);
    });
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/admin/approvals/3/reject');
    expect(post?.body).toEqual({ reason: 'not agreed with the member' });
  });

  it('shows a held change of settings beside the settings it was asked against, and no amount', async () => {
    stubServer({ status: 200, body: { ok: true, message: '', data: {} } }, [HELD_SETTING]);
    openConsoleAt('/approvals');
    await waitFor(() => {
      expect(rowWith('#4')).toHaveTextContent('Settings change');
    });
    expect(rowWith('#4')).toHaveTextContent('—');
    await user.click(within(rowWith('#4')).getByRole('button', { name: 'Expand row' }));
    // The row the detail opens in, under the one it details.
    const detail = (await screen.findByText('Settings when requested', { exact: false })).closest('tr');
    expect(detail).toHaveTextContent('"adjustmentAbove": "50000"');
    expect(detail).toHaveTextContent('"adjustmentAbove": "10000"');
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
    // The menu's badge: its number, and its title for those who hover it.
    expect(await screen.findByTitle('2 approvals waiting for a second operator')).toHaveTextContent('2');
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
    await waitFor(() => {
      expect(lists()).toBeGreaterThan(before);
    });
  });
});
