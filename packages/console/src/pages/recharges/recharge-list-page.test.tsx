import '@ant-design/v5-patch-for-react-19';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TConsoleSession, TRechargeItem } from '@meridian/protocol';
import { exportUrl } from '../../lib/export-url';
import { accessAnswered } from '../../testing/access-answers';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';
import { fillIn, operatorUser } from '../../testing/console-screen';

const RECHARGE: TRechargeItem = {
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

function stubServer(session: TConsoleSession): void {
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

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-1', allowed: ['recharges', 'recharges-export'] };

const exportLink = () => screen.queryByRole('link', { name: /Export CSV/ });

async function openRecharges(): Promise<void> {
  openConsoleAt('/recharges');
  expect(await screen.findByRole('cell', { name: 'R1001' })).toBeInTheDocument();
}

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
    const link = await screen.findByRole('link', { name: /Export CSV/ });
    expect(link).toHaveAttribute('href', '/admin/recharges/export');
    expect(link).toHaveAttribute('download');

    // A username, as operators know members: the file holds what the page shows for it.
    const search = within(screen.getByRole('search'));
    await fillIn(search.getByLabelText('Member (username or ID)'), 'demo0001');
    await operatorUser().click(search.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(exportLink()).toHaveAttribute('href', '/admin/recharges/export?member=demo0001');
    });
  });

  it('hides the button from a role that may list recharges but not export them', async () => {
    stubServer({ ...FINANCE, allowed: ['recharges'] });
    await openRecharges();
    await accessAnswered('recharges', 'export');
    expect(exportLink()).not.toBeInTheDocument();
  });
});
