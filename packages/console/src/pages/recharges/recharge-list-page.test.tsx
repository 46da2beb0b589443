import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RechargeItem, Session } from '../../api/admin-types';
import enUS from '../../i18n/en-US.json';
import { initI18n } from '../../i18n';
import { exportUrl } from '../../lib/export-url';
import { closeConsole, jsonAnswer, openConsoleAt, settle, waitFor } from '../../testing/console-page';
import { typeInto } from '../../testing/console-screen';

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
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: session });
      if (pathname === '/admin/recharges') return jsonAnswer(200, { ok: true, message: '', data: { items: [RECHARGE], total: 1 } });
      return jsonAnswer(404, { ok: false, message: 'Not found' });
    }),
  );
}

const FINANCE: Session = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['recharges', 'recharges-export'] };

const exportLink = () => [...document.querySelectorAll('a')].find((link) => link.textContent.includes('Export CSV'));

async function openRecharges(): Promise<void> {
  openConsoleAt('/recharges');
  await waitFor(() => document.querySelector('tbody')?.textContent.includes('R1001') === true, 'the recharge');
}

beforeAll(() => {
  initI18n('en-US', { 'en-US': enUS });
});

afterEach(closeConsole);

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

    // A username, as operators know members: the file holds what the page shows for it.
    const member = document.querySelector<HTMLInputElement>('form[role="search"] input#member');
    if (member === null) throw new Error('no member field');
    typeInto(member, 'demo0001');
    act(() => {
      document.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')?.click();
    });
    await waitFor(() => exportLink()?.getAttribute('href') === '/admin/recharges/export?member=demo0001', 'the filtered export link');
  });

  it('hides the button from a role that may list recharges but not export them', async () => {
    stubServer({ ...FINANCE, allowed: ['recharges'] });
    await openRecharges();
    // The access check answers asynchronously: give it the time the allowed case needs.
    await settle();
    expect(exportLink()).toBeUndefined();
  });
});
