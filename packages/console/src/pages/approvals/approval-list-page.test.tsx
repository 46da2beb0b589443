import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApprovalItem, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { closeConsole, jsonAnswer, openConsoleAt, waitFor } from '../../testing/console-page';
import { buttonNamed, typeInto } from '../../testing/console-screen';

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
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
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
});
