import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TKycReviewItem } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser, rowShowing, rowWith } from '../../testing/console-screen';

const COMPLIANCE: TConsoleSession = { username: 'comp', role: 'compliance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['kyc-submissions', 'kyc-document-url', 'kyc-approve', 'kyc-reject', 'approvals'] };

const submission = (id: number, fields: Partial<TKycReviewItem> = {}): TKycReviewItem => ({
  id,
  memberId: 40 + id,
  username: `member${id}`,
  level: 2,
  status: 'submitted',
  documentType: 'idCard',
  documentNumber: '****4567',
  country: 'HK',
  pictures: ['idFront', 'idBack', 'selfie'],
  picturesErasedAt: null,
  check: { provider: 'local', status: 'consider', detail: 'The name differs from the account', checkedAt: '2026-12-01T08:00:00.000Z' },
  submittedAt: '2026-12-01T07:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  confirmedBy: null,
  reason: null,
  approvalId: null,
  ...fields,
});
const QUEUE: Record<string, TKycReviewItem[]> = {
  submitted: [submission(3), submission(5)],
  approved: [submission(2, { status: 'approved', decidedBy: 'console:comp', confirmedBy: 'console:comp2' })],
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function stubServer(change: { status: number; body: unknown }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, 'http://console.test');
      const method = init.method ?? 'GET';
      calls.push({ method, path: parsed.pathname, search: parsed.search, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (parsed.pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: COMPLIANCE });
      if (parsed.pathname === '/admin/kyc/submissions') {
        const items = QUEUE[parsed.searchParams.get('status') ?? ''] ?? [];
        return jsonAnswer(200, { ok: true, message: '', data: { items, total: items.length } });
      }
      const picture = /^\/admin\/kyc\/submissions\/(\d+)\/pictures\/(\w+)$/.exec(parsed.pathname);
      if (picture) return jsonAnswer(200, { ok: true, message: '', data: { url: `/admin/kyc/pictures/doc-${picture[1]}-${picture[2]}?signature=abc`, expiresAt: '2026-12-01T08:01:30.000Z' } });
      if (method === 'POST') return jsonAnswer(change.status, change.body);
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
  return calls;
}

const user = operatorUser();
const posts = (calls: readonly Call[]) => calls.filter((call) => call.method === 'POST');

afterEach(() => {
  closeConsole();
});

describe('the identity reviews page', () => {
  it('lists the submissions to review in the order the server gives (oldest first), with the check and tabs by status', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: '' } });
    openConsoleAt('/kyc');
    await rowShowing('#3');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.findIndex((row) => row.includes('#3'))).toBeLessThan(rows.findIndex((row) => row.includes('#5')));
    expect(within(rowWith('#3')).getByText('local: Look closer')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/kyc/submissions' && call.search.includes('status=submitted'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await rowShowing('#2');
    expect(within(rowWith('#2')).getByText('Confirmed by console:comp2')).toBeInTheDocument();
  });

  it('shows the pictures side by side from their signed links, and says an approval waits for a second operator', async () => {
    const calls = stubServer({ status: 202, body: { ok: true, message: 'Held for a second operator (approval #12).', data: { approvalId: 12, held: true } } });
    openConsoleAt('/kyc');
    await rowShowing('#3');
    await user.click(within(rowWith('#3')).getByRole('button', { name: 'Review' }));
    const drawer = await screen.findByRole('dialog');
    const front = await within(drawer).findByRole('img', { name: 'Document, front of submission #3' });
    expect(front).toHaveAttribute('src', '/admin/kyc/pictures/doc-3-idFront?signature=abc');
    expect(await within(drawer).findByRole('img', { name: 'Selfie holding the document of submission #3' })).toBeInTheDocument();
    expect(within(drawer).getByText('The name differs from the account')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      expect(posts(calls)).toEqual([expect.objectContaining({ path: '/admin/kyc/submissions/3/approve' })]);
    });
    expect(await screen.findByText("Held for a second operator's approval (#12)")).toBeInTheDocument();
  });

  it('rejects with the reason the member reads', async () => {
    const calls = stubServer({ status: 200, body: { ok: true, message: 'Rejected.', data: { id: 5, memberId: 45, level: 1, status: 'rejected' } } });
    openConsoleAt('/kyc');
    await rowShowing('#5');
    await user.click(within(rowWith('#5')).getByRole('button', { name: 'Review' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const modal = (await screen.findByText('Reject submission #5')).closest('.ant-modal');
    if (!(modal instanceof HTMLElement)) throw new Error('no reject dialog');
    await fillIn(within(modal).getByRole('textbox', { name: 'Reason the member reads' }), 'The back of the card is blurred');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(posts(calls)).toEqual([expect.objectContaining({ path: '/admin/kyc/submissions/5/reject', body: { reason: 'The back of the card is blurred' } })]);
    });
  });
});
