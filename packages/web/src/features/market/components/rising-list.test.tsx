import { API, CODE, LIVE_EVENT, type TOpenCurrency } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { RISING_COUNT } from '../hooks/use-rising-currencies';
import { RisingList } from './rising-list';

const coin = (id: number, name: string, price: string, rate: string): TOpenCurrency => ({
  id,
  name,
  allname: `${name}/USDT`,
  price,
  rate,
  scale: 2,
  stale: false,
});

const LIST: TOpenCurrency[] = [
  coin(1, 'BTC', '60000.5', '1.50'),
  coin(2, 'ETH', '3000', '-2.10'),
  coin(3, 'SOL', '150', '4.20'),
  coin(4, 'XRP', '0.6', '0.30'),
  coin(5, 'DOGE', '0.15', '2.00'),
  coin(6, 'ADA', '0.45', '0.00'),
  coin(7, 'BNB', '580', '-0.50'),
];

function server(list: TOpenCurrency[] = LIST) {
  return mockServer((call) => (call.path === API.chain.getOpenCurrencyList ? { code: CODE.OK, data: { list } } : { code: CODE.OK }));
}

const symbols = () => screen.getAllByTestId('rising-row').map((row) => row.querySelector('button span span')?.textContent);

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rising list', () => {
  it('lists the five biggest risers with pair, price and a coloured change', async () => {
    server();
    renderPage(ROUTE.home, <RisingList />);
    await screen.findByText('SOL/USDT');

    expect(symbols()).toEqual(['SOL', 'DOGE', 'BTC', 'XRP', 'ADA']);
    expect(screen.getAllByTestId('rising-row')).toHaveLength(RISING_COUNT);
    const sol = screen.getAllByTestId('rising-row')[0] as HTMLElement;
    expect(within(sol).getByText('150.00')).toBeInTheDocument();
    expect(within(sol).getByText('+4.20%').className).toMatch(/up/);
    expect(within(screen.getAllByTestId('rising-row')[4] as HTMLElement).getByText('0.00%').className).toMatch(/flat/);
  });

  it('follows the live prices: a changed row updates and flashes, the others stay as they are', async () => {
    server();
    renderPage(ROUTE.home, <RisingList />);
    await screen.findByText('SOL/USDT');
    const btcBefore = screen.getByText('BTC/USDT').closest('li');

    act(() => {
      // ETH climbs from last place to the top (+10.00% on its reference).
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'ETH/USDT': ['3300', '3000'] });
    });

    expect(symbols()).toEqual(['ETH', 'SOL', 'DOGE', 'BTC', 'XRP']);
    const eth = screen.getByText('ETH/USDT').closest('li');
    expect(eth?.className).toMatch(/flashUp/);
    expect(within(eth as HTMLElement).getByText('3,300.00')).toBeInTheDocument();
    expect(within(eth as HTMLElement).getByText('+10.00%')).toBeInTheDocument();
    const btcAfter = screen.getByText('BTC/USDT').closest('li');
    expect(btcAfter).toBe(btcBefore);
    expect(btcAfter?.className).not.toMatch(/flash/);
  });

  it('opens the K-line of a tapped coin, and the market from “More”', async () => {
    server();
    const view = renderPage(ROUTE.home, <RisingList />);
    await userEvent.click(await screen.findByText('SOL/USDT'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`${ROUTE.kline}?symbol=SOL%2FUSDT`);
    view.unmount();

    renderPage(ROUTE.home, <RisingList />);
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.market);
  });

  it('says so when no coin is open', async () => {
    server([]);
    renderPage(ROUTE.home, <RisingList />);
    expect(await screen.findByText('No coins are open for trading.')).toBeInTheDocument();
  });
});
