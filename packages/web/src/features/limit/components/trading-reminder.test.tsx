import { API, CODE, type TTradingLimits } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { loadOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { useLimits } from '../api/get-limits';
import { TradingReminder } from './trading-reminder';
import { waitUntil } from '../../../testing/wait-until';

const MINUTE_MS = 60_000;
const NOW = Date.UTC(2026, 2, 5, 6, 0);

const LIMITS: TTradingLimits = {
  currency: 'USDT',
  now: NOW,
  day: { startsAt: Date.UTC(2026, 2, 5), endsAt: Date.UTC(2026, 2, 6) },
  lossLimit: { amount: null, next: null },
  stakeLimit: { amount: null, next: null },
  reminder: { minutes: 15, next: null },
  coolOffUntil: null,
  exclusion: null,
  today: { staked: '80.00', atStake: '0.00', result: '-12.50', lossRoom: null, stakeRoom: null },
  session: { startedAt: NOW - 31 * MINUTE_MS, lastAt: NOW - 2 * MINUTE_MS, contracts: 4, staked: '80.00', result: '-12.50' },
};

/**
 * Beside the reminder, on the same query: drawn once the limits have arrived, in the same render
 * as the reminder (and its effect, which asks for the dialog) takes them.
 */
function LimitsArrived() {
  return useLimits().isSuccess ? <p data-testid="limits-arrived" /> : null;
}

/** The reminder with its answer drawn. */
async function reminderWithAnswer() {
  const rendered = renderPage(
    ROUTE.kline,
    <>
      <TradingReminder />
      <LimitsArrived />
    </>,
  );
  await screen.findByTestId('limits-arrived');
  return rendered;
}

/**
 * How many dialogs have been shown so far, once the ones already asked for are: a queued dialog
 * shows when the overlays' code is handed to it, in the order asked (lib/overlays.ts).
 */
async function dialogsShown(show: { mock: { calls: unknown[] } }): Promise<number> {
  await loadOverlays();
  return show.mock.calls.length;
}

function server(limits: TTradingLimits) {
  return mockServer((call) => (call.path === API.limit.getLimits ? { code: CODE.OK, data: limits } : { code: CODE.NOT_FOUND }));
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  localStorage.clear();
  useSession.setState({ token: 'token', user: DEMO_MEMBER });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Dialog.clear();
});

describe('the session reminder on the chart', () => {
  it('shows the minutes and the result, and reminds once per interval with the way to the limits', async () => {
    server(LIMITS);
    renderPage(ROUTE.kline, <TradingReminder />);
    expect(await screen.findByRole('status', { name: 'Trading session' })).toHaveTextContent('Trading for 31 min · result so far -12.50 USDT');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You have been trading for 31 minutes. Result so far: -12.50 USDT.');
    await user.click(within(dialog).getByRole('button', { name: 'My limits' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.tradingLimits);
  });

  it('does not remind twice for the same interval of the same session', async () => {
    server(LIMITS);
    const show = vi.spyOn(Dialog, 'show');
    const first = renderPage(ROUTE.kline, <TradingReminder />);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep trading' }));
    await waitUntil(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    first.unmount();
    await reminderWithAnswer();
    expect(screen.getByRole('status', { name: 'Trading session' })).toBeInTheDocument();
    expect(await dialogsShown(show)).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays out of the way without a reminder, or once the session has ended', async () => {
    const show = vi.spyOn(Dialog, 'show');
    server({ ...LIMITS, reminder: { minutes: null, next: null } });
    const quiet = await reminderWithAnswer();
    expect(screen.queryByRole('status')).toBeNull();
    quiet.unmount();
    vi.unstubAllGlobals();

    server({ ...LIMITS, session: { ...LIMITS.session, startedAt: NOW - 90 * MINUTE_MS, lastAt: NOW - 40 * MINUTE_MS } as TTradingLimits['session'] });
    await reminderWithAnswer();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await dialogsShown(show)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
