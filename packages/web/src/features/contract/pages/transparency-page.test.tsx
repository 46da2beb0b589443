import { API, CODE, type TGetTransparencyResponse } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { TransparencyPage } from './transparency-page';

const TO = Date.UTC(2026, 2, 5, 6, 0);

const FIGURES: TGetTransparencyResponse = {
  currency: 'USDT',
  from: TO - 24 * 60 * 60 * 1000,
  to: TO,
  list: [
    { seconds: 30, yieldPercent: '80', breakEvenWinRate: '55.56', won: 12, lost: 15, draw: 1, staked: '2800.00', paidOut: '2260.00', returnPercent: '80.71' },
    { seconds: 45, yieldPercent: null, breakEvenWinRate: null, won: 0, lost: 1, draw: 0, staked: '50.00', paidOut: '0.00', returnPercent: '0.00' },
    { seconds: 60, yieldPercent: '85', breakEvenWinRate: '54.06', won: 0, lost: 0, draw: 0, staked: '0.00', paidOut: '0.00', returnPercent: null },
  ],
};

beforeEach(() => {
  resetStores();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contract payouts', () => {
  it('shows each duration’s terms beside what was staked and paid, without signing in', async () => {
    const { calls } = mockServer(() => ({ code: CODE.OK, data: FIGURES }));
    renderPage(ROUTE.transparency, <TransparencyPage />);
    const thirty = await screen.findByTestId('transparency-30');
    expect(screen.getByRole('heading', { name: '30 s contracts' })).toBeInTheDocument();
    for (const text of ['80%', '55.56%', '12 won · 15 lost · 1 draw', '2,800.00 USDT', '2,260.00 USDT', '80.71%']) expect(within(thirty).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByTestId('transparency-45')).getByText('No longer offered')).toBeInTheDocument();
    expect(within(screen.getByTestId('transparency-60')).getAllByText('—')).toHaveLength(1);
    expect(calls.map((call) => call.path)).toEqual([API.contractShort.getTransparency]);
    expect(calls[0]?.headers.accesstoken).toBe('');
  });

  it('names the window in the member’s time zone once signed in', async () => {
    useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
    mockServer(() => ({ code: CODE.OK, data: FIGURES }));
    renderPage(ROUTE.transparency, <TransparencyPage />);
    expect(await screen.findByText('Contracts settled from 2026-03-04 14:00 to 2026-03-05 14:00')).toBeInTheDocument();
  });
});
