import { API, CODE, LIVE_EVENT, type TCreatePriceAlertRequest, type TPriceAlert } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emitLiveEvent } from '../../api/live-events';
import { ROUTE, href } from '../../config/routes';
import { mockServer, payloadsTo } from '../../testing/envelope-fetch';
import { renderPage } from '../../testing/render-page';
import { resetStoresSignedIn } from '../../testing/reset-stores';
import { waitUntil } from '../../testing/wait-until';
import { listenForMemberPushes } from '../member-pushes';
import { PriceAlertsRoute } from './price-alerts-route';

const NOW = Date.UTC(2031, 4, 4, 12);
const PAIRS = [
  { id: 1, name: 'BTC', allname: 'BTC/USDT', price: '64000.50', rate: '1.20', scale: 2, stale: false },
  { id: 2, name: 'ETH', allname: 'ETH/USDT', price: '3200.10', rate: '-0.50', scale: 2, stale: false },
];
const ALERT = { price: null, direction: null, percent: null, windowMinutes: null, repeat: false, status: 'active', firedCount: 0, lastFiredAt: null, lastFiredPrice: null, createdAt: NOW } as const;
const CROSS_UP: TPriceAlert = { ...ALERT, id: 3, allname: 'BTC/USDT', kind: 'cross', price: '65000', direction: 'up', repeat: true, firedCount: 2, lastFiredAt: NOW - 3_600_000, lastFiredPrice: '65000.25' };
const MOVE: TPriceAlert = { ...ALERT, id: 2, allname: 'ETH/USDT', kind: 'move', percent: 5, windowMinutes: 60 };
const FIRED: TPriceAlert = { ...ALERT, id: 1, allname: 'BTC/USDT', kind: 'cross', price: '60000', direction: 'down', status: 'fired', firedCount: 1, lastFiredAt: NOW - 86_400_000, lastFiredPrice: '59999.80' };

let alerts: TPriceAlert[] = [];

function server() {
  return mockServer((call) => {
    switch (call.path) {
      case API.chain.getOpenCurrencyList:
        return { code: CODE.OK, data: { list: PAIRS } };
      case API.alert.getPriceAlerts:
        return { code: CODE.OK, data: { list: alerts } };
      case API.alert.createPriceAlert: {
        const asked = call.payload as TCreatePriceAlertRequest;
        const alert: TPriceAlert =
          asked.kind === 'cross'
            ? { ...ALERT, id: 9, allname: asked.allname, kind: 'cross', price: asked.price ?? null, direction: 'up', repeat: asked.repeat }
            : { ...ALERT, id: 9, allname: asked.allname, kind: 'move', percent: asked.percent ?? null, windowMinutes: asked.windowMinutes ?? null, repeat: asked.repeat };
        alerts = [alert, ...alerts];
        return { code: CODE.OK, data: alert };
      }
      case API.alert.cancelPriceAlert: {
        const { id } = call.payload as { id: number };
        alerts = alerts.filter((alert) => alert.id !== id);
        return { code: CODE.OK, data: { ok: true } };
      }
      default:
        // The page asks nothing else.
        return { code: CODE.NOT_FOUND, msg: 'not found' };
    }
  });
}

let user = userEvent.setup();

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  resetStoresSignedIn();
  alerts = [CROSS_UP, MOVE, FIRED];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The form's dialog, opened from the page's button (or already open for `?symbol=`). */
async function openForm() {
  const open = screen.queryByRole('dialog', { name: 'New price alert' });
  if (open !== null) return open;
  await user.click(await screen.findByRole('button', { name: 'Set an alert' }));
  return screen.findByRole('dialog', { name: 'New price alert' });
}

describe('price alerts', () => {
  it('lists the active alerts, then the fired ones, each with its condition, repeat and firings', async () => {
    server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);

    const active = await screen.findByRole('list', { name: 'Active (2/20)' });
    const [cross, move] = within(active).getAllByRole('listitem');
    expect(cross).toHaveTextContent('BTC/USDTActiveCrosses 65,000 ↑Repeats · Fired 2 timesLast fired 2031-05-04 19:00 at 65,000.25');
    expect(move).toHaveTextContent('ETH/USDTActiveMoves 5 % within 1 hOnce · Not fired yet');
    const fired = screen.getByRole('list', { name: 'Fired' });
    expect(within(fired).getByRole('listitem')).toHaveTextContent('BTC/USDTFiredCrosses 60,000 ↓Once · Fired 1 timeLast fired 2031-05-03 20:00 at 59,999.80');
  });

  it('cancels an alert once the member confirms', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);

    await user.click(await screen.findByRole('button', { name: 'Cancel the alert ETH/USDT Moves 5 % within 1 h' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Cancel this alert? It will not notify you again.');
    expect(payloadsTo(calls, API.alert.cancelPriceAlert)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel alert' }));

    await waitUntil(() => {
      expect(screen.queryByText('Moves 5 % within 1 h')).not.toBeInTheDocument();
    });
    expect(payloadsTo(calls, API.alert.cancelPriceAlert)).toEqual([{ id: 2 }]);
    expect(screen.getByRole('list', { name: 'Active (1/20)' })).toBeInTheDocument();
  });

  it('removes a fired alert from the list (it waits for nothing more: removed, not cancelled)', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);

    await user.click(await screen.findByRole('button', { name: 'Remove the alert BTC/USDT Crosses 60,000 ↓' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Remove this alert from the list?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitUntil(() => {
      expect(screen.queryByRole('list', { name: 'Fired' })).not.toBeInTheDocument();
    });
    expect(payloadsTo(calls, API.alert.cancelPriceAlert)).toEqual([{ id: 1 }]);
  });

  it('keeps an alert when the member does not confirm', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Cancel the alert ETH/USDT Moves 5 % within 1 h' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('Moves 5 % within 1 h')).toBeInTheDocument();
    expect(payloadsTo(calls, API.alert.cancelPriceAlert)).toEqual([]);
  });

  it('opens the form for the chart’s pair at its price now, and refuses a price of 0 in the rule’s words', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />, href(ROUTE.priceAlerts, { symbol: 'ETH/USDT' }));

    const form = await openForm();
    const price = await within(form).findByLabelText('Target price');
    expect(price).toHaveValue('3200.10');
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));

    expect(await within(form).findByText('Enter a price above 0 with at most 12 decimals.')).toBeInTheDocument();
    expect(payloadsTo(calls, API.alert.createPriceAlert)).toEqual([]);
  });

  it('refuses a move outside 0.1-50 % in the rule’s words', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);
    const form = await openForm();
    await user.click(within(form).getByText('Moves by a percentage'));
    const percent = within(form).getByLabelText('Move (%)');

    for (const typed of ['60', 'five']) {
      await user.clear(percent);
      await user.type(percent, typed);
      await user.click(within(form).getByRole('button', { name: 'Set alert' }));
      expect(await within(form).findByText('Enter a move from 0.1 % to 50 %.')).toBeInTheDocument();
    }
    expect(payloadsTo(calls, API.alert.createPriceAlert)).toEqual([]);
  });

  it('sets a repeating price alert, says which way the price must go, and lists it', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />, href(ROUTE.priceAlerts, { symbol: 'ETH/USDT' }));
    const form = await openForm();

    const price = await within(form).findByLabelText('Target price');
    await user.clear(price);
    await user.type(price, '3300');
    expect(within(form).getByText('Now 3,200.10: alerts you when the price rises to the target.')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Repeat' }));
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.alert.createPriceAlert)).toEqual([{ kind: 'cross', allname: 'ETH/USDT', price: '3300', repeat: true }]);
    });
    expect(await screen.findByText('Crosses 3,300 ↑')).toBeInTheDocument();
    await waitUntil(() => {
      expect(screen.queryByRole('dialog', { name: 'New price alert' })).not.toBeInTheDocument();
    });
  });

  it('sets a move alert on another pair, with its window', async () => {
    const { calls } = server();
    renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);
    const form = await openForm();

    await user.click(within(form).getByText('ETH/USDT'));
    // Another pair: the target starts at its price now.
    expect(within(form).getByLabelText('Target price')).toHaveValue('3200.10');
    await user.click(within(form).getByText('Moves by a percentage'));
    const percent = within(form).getByLabelText('Move (%)');
    await user.clear(percent);
    await user.type(percent, '2.5');
    await user.click(within(form).getByText('15 min'));
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));

    await waitUntil(() => {
      expect(payloadsTo(calls, API.alert.createPriceAlert)).toEqual([{ kind: 'move', allname: 'ETH/USDT', percent: 2.5, windowMinutes: 15, repeat: false }]);
    });
  });

  it('reads the alerts again when one fires', async () => {
    server();
    const { queryClient } = renderPage(ROUTE.priceAlerts, <PriceAlertsRoute />);
    onTestFinished(listenForMemberPushes(queryClient));
    await screen.findByRole('list', { name: 'Active (2/20)' });

    alerts = [{ ...CROSS_UP, firedCount: 3 }, MOVE, FIRED];
    act(() => {
      emitLiveEvent(LIVE_EVENT.notification, { id: 50, kind: 'priceAlert' });
    });
    expect(await screen.findByText(/Fired 3 times/)).toBeInTheDocument();
  });
});
