import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RechargeItem, Session } from '../../api/admin-types';
import { App } from '../../app/app';
import { forgetSession } from '../../auth/session-store';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { exportUrl } from '../../lib/export-url';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RECHARGE: RechargeItem = {
  orderNo: 'R1001',
  memberId: 42,
  username: 'ann',
  mode: 'offline',
  channel: 'bank_transfer',
  amount: '80.00',
  currency: 'USDT',
  status: 'pending_review',
  payerName: 'Chan Tai Man',
  txid: null,
  proofUrl: null,
  reason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  completedAt: null,
};

function stubServer(session: Session): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (pathname === '/admin/session') return answer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/recharges') return answer(200, { ok: true, message: '', data: { items: [RECHARGE], total: 1 } });
      return answer(404, { ok: false, message: 'Not found' });
    }),
  );
}

const FINANCE: Session = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['recharges', 'recharges-export'] };

async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}; the page shows: ${document.body.textContent}`);
}

const exportLink = () => [...document.querySelectorAll('a')].find((link) => link.textContent.includes('Export CSV'));

let root: Root | null = null;

async function openRecharges(): Promise<void> {
  window.history.pushState({}, '', '/console/recharges');
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(<App />);
  });
  await waitFor(() => document.querySelector('tbody')?.textContent.includes('R1001') === true, 'the recharge');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
  forgetSession();
  vi.unstubAllGlobals();
});

describe('exporting a list as CSV', () => {
  it('builds the export route with the filters, leaving out blank ones and paging', () => {
    expect(
      exportUrl('bills', [
        { field: 'memberId', operator: 'eq', value: '42' },
        { field: 'type', operator: 'eq', value: undefined },
      ]),
    ).toBe('/admin/bills/export?memberId=42');
    expect(exportUrl('audit', [{ field: 'actor', operator: 'eq', value: 'console:ann' }])).toBe('/admin/audit/export?actor=console%3Aann');
    expect(exportUrl('withdrawals', [])).toBe('/admin/withdrawals/export');
  });

  it("links the recharges page's Export CSV button to the file with the member searched for", async () => {
    stubServer(FINANCE);
    await openRecharges();
    await waitFor(() => exportLink() !== undefined, 'the export button');
    expect(exportLink()?.getAttribute('href')).toBe('/admin/recharges/export');
    expect(exportLink()?.hasAttribute('download')).toBe(true);

    const memberId = document.querySelector<HTMLInputElement>('form[role="search"] input#memberId');
    if (memberId === null) throw new Error('no member id field');
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(memberId, '42');
      memberId.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      document.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')?.click();
    });
    await waitFor(() => exportLink()?.getAttribute('href') === '/admin/recharges/export?memberId=42', 'the filtered export link');
  });

  it('hides the button from a role that may list recharges but not export them', async () => {
    stubServer({ ...FINANCE, allowed: ['recharges'] });
    await openRecharges();
    // The access check answers asynchronously: give it the time the allowed case needs.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(exportLink()).toBeUndefined();
  });
});
