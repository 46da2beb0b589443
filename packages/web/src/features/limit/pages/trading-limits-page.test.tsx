import { API, CODE, type TTradingLimits } from '@meridian/protocol';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, payloadsTo, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { TradingLimitsPage } from './trading-limits-page';
import { waitUntil } from '../../../testing/wait-until';

const HOUR_MS = 60 * 60 * 1000;
// 2026-03-05 06:00 UTC: 14:00 in the member's +08:00.
const NOW = Date.UTC(2026, 2, 5, 6, 0);
const DAY_START = Date.UTC(2026, 2, 5);

const NONE: TTradingLimits = {
  currency: 'USDT',
  now: NOW,
  day: { startsAt: DAY_START, endsAt: DAY_START + 24 * HOUR_MS },
  lossLimit: { amount: null, next: null },
  stakeLimit: { amount: null, next: null },
  reminder: { minutes: null, next: null },
  coolOffUntil: null,
  exclusion: null,
  today: { staked: '150.00', atStake: '50.00', result: '-20.00', lossRoom: null, stakeRoom: null },
  session: null,
};

type Answer = { code: number; msg?: string; data?: unknown };

/** A server that answers every change with the limits the test gives for it. */
function server(initial: TTradingLimits, changes: Partial<Record<string, (call: SeenCall) => TTradingLimits | Answer>> = {}) {
  let limits = initial;
  return mockServer((call) => {
    if (call.path === API.limit.getLimits) return { code: CODE.OK, data: limits };
    const change = changes[call.path];
    if (!change) return { code: CODE.OK, data: limits };
    const answer = change(call);
    if ('code' in answer) return answer;
    limits = answer;
    return { code: CODE.OK, data: limits };
  });
}

let user = userEvent.setup();

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStores();
  useSession.setState({ token: 'token', user: { ...DEMO_MEMBER, timeZone: '+08:00' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('responsible trading', () => {
  it('shows today’s figures and when the UTC day turns, in the member’s time', async () => {
    server({ ...NONE, lossLimit: { amount: '100.00', next: null }, today: { ...NONE.today, lossRoom: '30.00' } });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    expect(await screen.findByTestId('today-staked')).toHaveTextContent('150.00 USDT');
    expect(screen.getByTestId('today-result')).toHaveTextContent('-20.00 USDT');
    expect(screen.getByTestId('today-loss-room')).toHaveTextContent('30.00 USDT');
    expect(screen.queryByTestId('today-stake-room')).toBeNull();
    expect(screen.getByText(/A new day starts at 2026-03-06 08:00\./)).toBeInTheDocument();
    expect(screen.getByTestId('loss-limit')).toHaveTextContent('100.00 USDT');
    expect(screen.getByTestId('stake-limit')).toHaveTextContent('No limit');
  });

  it('checks the amount before sending, then sets a first loss limit at once', async () => {
    const { calls } = server(NONE, { [API.limit.setDailyLimit]: () => ({ ...NONE, lossLimit: { amount: '50.00', next: null } }) });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    const field = await screen.findByLabelText('Daily loss limit (USDT)');
    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save loss limit' }));
    expect(await screen.findByText('Enter an amount above 0 with at most 2 decimals, up to 1,000,000,000.00 USDT.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.limit.setDailyLimit)).toEqual([]);

    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Save loss limit' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.limit.setDailyLimit)).toEqual([{ kind: 'loss', amount: '50' }]);
    });
    // Stricter: no confirmation was asked, and it applies now.
    expect(await screen.findByText('Saved: it applies now')).toBeInTheDocument();
    expect(screen.getByTestId('loss-limit')).toHaveTextContent('50.00 USDT');
  });

  it('asks before a higher limit, says when it applies, and shows it waiting', async () => {
    const waiting = { ...NONE, stakeLimit: { amount: '100.00', next: { amount: '500.00', at: NOW + 24 * HOUR_MS } } };
    const { calls } = server({ ...NONE, stakeLimit: { amount: '100.00', next: null } }, { [API.limit.setDailyLimit]: () => waiting });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.type(await screen.findByLabelText('Daily stake limit (USDT)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save stake limit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/takes effect 24 hours from now/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitUntil(() => {
      expect(payloadsTo(calls, API.limit.setDailyLimit)).toEqual([{ kind: 'stake', amount: '500' }]);
    });
    expect(await screen.findByText('Saved: it applies from 2026-03-06 14:00')).toBeInTheDocument();
    expect(screen.getByTestId('stake-limit')).toHaveTextContent('100.00 USDT');
    expect(screen.getByText('Changes to 500.00 USDT at 2026-03-06 14:00.')).toBeInTheDocument();
  });

  it('sends nothing when a removal is not confirmed', async () => {
    const { calls } = server({ ...NONE, lossLimit: { amount: '100.00', next: null } });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Remove loss limit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(payloadsTo(calls, API.limit.setDailyLimit)).toEqual([]);
  });

  it('sets the reminder: more often at once, off only after confirming', async () => {
    const { calls } = server(NONE, {
      [API.limit.setReminder]: (call) => {
        const { minutes } = call.payload as { minutes: number | null };
        return minutes === null ? { ...NONE, reminder: { minutes: 15, next: { minutes: null, at: NOW + 24 * HOUR_MS } } } : { ...NONE, reminder: { minutes, next: null } };
      },
    });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Every 15 min' }));
    await waitUntil(() => {
      expect(screen.getByRole('button', { name: 'Every 15 min' })).toHaveAttribute('aria-pressed', 'true');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Changes to Off at 2026-03-06 14:00.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.limit.setReminder)).toEqual([{ minutes: 15 }, { minutes: null }]);
  });

  it('starts a break after confirming and offers to end a long one early', async () => {
    const onBreak = { ...NONE, coolOffUntil: NOW + 7 * 24 * HOUR_MS };
    const { calls } = server(NONE, { [API.limit.startCoolOff]: () => onBreak, [API.limit.endCoolOff]: () => ({ ...onBreak, coolOffUntil: NOW + 24 * HOUR_MS }) });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.click(await screen.findByRole('button', { name: '7 days' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start the break' }));
    expect(await screen.findByText('On a break from contracts until 2026-03-12 14:00.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.limit.startCoolOff)).toEqual([{ period: '7d' }]);

    await user.click(screen.getByRole('button', { name: 'End the break early' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('On a break from contracts until 2026-03-06 14:00.')).toBeInTheDocument();
    // Within 24 hours of its end, ending early would change nothing: the page no longer offers it.
    expect(screen.queryByRole('button', { name: 'End the break early' })).toBeNull();
  });

  it('excludes the member after confirming, then asks for the end and can call it off', async () => {
    const excluded = { ...NONE, exclusion: { since: NOW, endsAt: null } };
    const ending = { ...NONE, exclusion: { since: NOW, endsAt: NOW + 24 * HOUR_MS } };
    const { calls } = server(NONE, { [API.limit.excludeSelf]: () => excluded, [API.limit.endExclusion]: () => ending });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.click(await screen.findByRole('button', { name: 'Exclude me from contracts' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ending it waits 24 hours');
    await user.click(within(dialog).getByRole('button', { name: 'Exclude me from contracts' }));
    expect(await screen.findByText('Excluded from contracts since 2026-03-05 14:00.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End self-exclusion' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Excluded from contracts until 2026-03-06 14:00, when the end you asked for takes effect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay excluded' }));
    expect(await screen.findByText('Excluded from contracts since 2026-03-05 14:00.')).toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => path !== API.limit.getLimits)).toEqual([API.limit.excludeSelf, API.limit.endExclusion, API.limit.excludeSelf]);
  });

  it('says a refusal from the server and keeps the limit as it was', async () => {
    server({ ...NONE, lossLimit: { amount: '100.00', next: null } }, { [API.limit.setDailyLimit]: () => ({ code: CODE.INVALID_PARAMS, msg: 'A daily limit can be at most 1000000000.00 USDT.' }) });
    renderPage(ROUTE.tradingLimits, <TradingLimitsPage />);
    await user.type(await screen.findByLabelText('Daily loss limit (USDT)'), '20');
    await user.click(screen.getByRole('button', { name: 'Save loss limit' }));
    expect(await screen.findByText('A daily limit can be at most 1000000000.00 USDT.')).toBeInTheDocument();
    expect(screen.getByTestId('loss-limit')).toHaveTextContent('100.00 USDT');
  });
});
