import '@ant-design/v5-patch-for-react-19';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAmountTotal, TConsoleSession } from '@meridian/protocol';
import { closeConsole, jsonAnswer, openConsoleAt } from '../../testing/console-page';

const FINANCE: TConsoleSession = { username: 'fin', role: 'finance', stage: 'ready', csrfToken: 'csrf-2', allowed: ['recharges', 'withdrawals', 'bills', 'audit'] };

/** Every list answers no row on this page, and totals counted over its whole filter. */
function stubServer(totals: TAmountTotal[] | undefined): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const { pathname } = new URL(url, 'http://console.test');
      if (pathname === '/admin/session') return jsonAnswer(200, { ok: true, message: '', data: FINANCE });
      return jsonAnswer(200, { ok: true, message: '', data: { items: [], total: 45, ...(totals === undefined ? {} : { totals }) } });
    }),
  );
}


afterEach(closeConsole);

describe("a money list's totals and days", () => {
  it.each([
    { path: '/recharges', heading: 'Recharges' },
    { path: '/withdrawals', heading: 'Withdrawals' },
    { path: '/bills', heading: 'Bills' },
  ])('$heading: says what every match adds up to, per currency, and offers days to search by', async ({ path }) => {
    stubServer([
      { currency: 'USDT', count: 44, amount: '12345.50' },
      { currency: 'BTC', count: 1, amount: '0.01000000' },
    ]);
    openConsoleAt(path);
    expect(await screen.findByTestId('list-totals')).toHaveTextContent('All 45 matching rows add up to 12345.50 USDT · 0.01000000 BTC');
    expect(screen.getByRole('search')).toHaveTextContent('Days (UTC)');
  });

  it('says when nothing matches', async () => {
    stubServer([]);
    openConsoleAt('/recharges');
    expect(await screen.findByTestId('list-totals')).toHaveTextContent('No row matches.');
  });

  it('offers days on the audit log, which has no totals', async () => {
    stubServer(undefined);
    openConsoleAt('/audit');
    expect(await screen.findByRole('search')).toHaveTextContent('Days (UTC)');
    expect(screen.queryByTestId('list-totals')).not.toBeInTheDocument();
  });
});
