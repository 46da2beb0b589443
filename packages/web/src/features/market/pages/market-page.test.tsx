import { API, CODE, LIVE_EVENT, type TOpenCurrency } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { ROUTE } from '../../../config/routes';
import { i18n } from '../../../i18n';
import { useSession } from '../../../lib/session-store';
import { mockServer } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { readFavourites } from '../hooks/use-favourites';
import { FLASH_MS } from '../hooks/use-live-currency-list';
import { MarketPage } from './market-page';

const LIST: TOpenCurrency[] = [
  { id: 1, name: 'BTC', allname: 'BTC/USDT', price: '60000.5', rate: '1.50', scale: 2, stale: false },
  { id: 2, name: 'ETH', allname: 'ETH/USDT', price: '3000', rate: '-2.10', scale: 2, stale: false },
  { id: 3, name: 'ADA', allname: 'ADA/USDT', price: '0.45', rate: '0.00', scale: 4, stale: true },
];

function server(list: TOpenCurrency[] = LIST) {
  return mockServer((call) => (call.path === API.chain.getOpenCurrencyList ? { code: CODE.OK, data: { list } } : { code: CODE.OK }));
}

/** The symbols of the rows shown, in order (read from each row's favourite star). */
const symbols = () =>
  screen.getAllByTestId('currency-row').map((row) => / ([A-Z]+) /.exec(within(row).getAllByRole('button')[0]?.getAttribute('aria-label') ?? '')?.[1]);

async function renderMarket() {
  const view = renderPage(ROUTE.market, <MarketPage />);
  await screen.findByText('BTC/USDT');
  return view;
}

beforeEach(() => {
  resetStores();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en-US');
});

describe('market page', () => {
  it('shows every currency of the list call, with price at its scale, change and stale marker', async () => {
    const { calls } = server();
    await renderMarket();

    expect(calls.filter((call) => call.path === API.chain.getOpenCurrencyList)).toHaveLength(1);
    const btc = screen.getAllByTestId('currency-row')[0];
    expect(btc).toBeDefined();
    expect(within(btc as HTMLElement).getByText('60,000.50')).toBeInTheDocument();
    expect(within(btc as HTMLElement).getByText('+1.50%')).toBeInTheDocument();
    expect(screen.getByText('-2.10%')).toBeInTheDocument();
    expect(screen.getByText('0.4500')).toBeInTheDocument();
    expect(screen.getAllByText('Stale')).toHaveLength(1);
    // Gainers first by default.
    expect(symbols()).toEqual(['BTC', 'ADA', 'ETH']);
  });

  it('searches by symbol or pair and says when nothing matches', async () => {
    server();
    await renderMarket();

    await userEvent.type(screen.getByPlaceholderText('Search coin or pair'), 'eth');
    expect(symbols()).toEqual(['ETH']);
    await userEvent.clear(screen.getByPlaceholderText('Search coin or pair'));
    await userEvent.type(screen.getByPlaceholderText('Search coin or pair'), 'doge');
    expect(screen.getByText('No coin matches your search.')).toBeInTheDocument();
  });

  it('sorts by change either way and by name', async () => {
    server();
    await renderMarket();

    await userEvent.click(screen.getByRole('radio', { name: 'Losers' }));
    expect(symbols()).toEqual(['ETH', 'ADA', 'BTC']);
    await userEvent.click(screen.getByRole('radio', { name: 'Name' }));
    expect(symbols()).toEqual(['ADA', 'BTC', 'ETH']);
  });

  it('merges a live push into the changed rows only, and flashes them briefly', async () => {
    server();
    await renderMarket();
    const before = screen.getAllByTestId('currency-row');

    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'ETH/USDT': ['2970', '3000'], 'BTC/USDT': ['60000.5', '59113.79'] });
    });

    expect(screen.getByText('2,970.00')).toBeInTheDocument();
    expect(screen.getByText('-1.00%')).toBeInTheDocument();
    const eth = screen.getAllByTestId('currency-row').find((row) => row.textContent.includes('ETH/USDT'));
    expect(eth?.className).toMatch(/flashDown/);
    expect(before.find((row) => row.textContent.includes('BTC/USDT'))?.className).not.toMatch(/flash/);
    await vi.waitFor(
      () => {
        expect(eth?.className).not.toMatch(/flash/);
      },
      { timeout: FLASH_MS * 3 },
    );
  });

  it('keeps favourites per member and filters them on their tab', async () => {
    server();
    useSession.setState({ user: DEMO_MEMBER });
    const first = await renderMarket();

    await userEvent.click(screen.getByRole('button', { name: 'Add ETH to favourites' }));
    expect(readFavourites(String(DEMO_MEMBER.id))).toEqual(['ETH/USDT']);
    expect(readFavourites('guest')).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(symbols()).toEqual(['ETH']);
    first.unmount();

    // Back after a reload: still there for the member, not for a guest.
    await renderMarket();
    expect(screen.getByRole('button', { name: 'Remove ETH from favourites' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      useSession.setState({ user: null });
    });
    expect(screen.getByRole('button', { name: 'Add ETH to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the K-line page of a tapped row', async () => {
    server();
    await renderMarket();

    await userEvent.click(screen.getByText('BTC/USDT'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.kline}?symbol=BTC%2FUSDT`);
  });

  it('shows the failed state with a retry when the list cannot load', async () => {
    mockServer(() => ({ code: CODE.OK, status: 500 }));
    renderPage(ROUTE.market, <MarketPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
