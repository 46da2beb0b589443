import { API, CODE, type TWin } from '@meridian/protocol';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE } from '../../../config/routes';
import { mockServer } from '../../../testing/envelope-fetch';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { WIN_LIST_REFRESH_MS } from '../api/get-cur-win-list';
import { TICKER_STEP_MS, TICKER_VISIBLE, WinTicker } from './win-ticker';

const win = (id: number, username: string, profit: string): TWin => ({
  id,
  username,
  allname: 'BTC/USDT',
  amount: '100.00',
  profit,
  time: Date.now() - 5 * 60_000 * id,
});

function server(lists: TWin[][]) {
  let served = 0;
  return mockServer((call) => {
    if (call.path !== API.common.getCurWinList) return { code: CODE.OK };
    const list = lists[Math.min(served, lists.length - 1)] ?? [];
    served += 1;
    return { code: CODE.OK, data: { list } };
  });
}

/** The ticker track's vertical offset, in rows. */
function offsetInRows(): number {
  const track = screen.getByRole('list', { name: 'Latest wins' });
  const match = /\*\s*(-?\d+)/.exec(track.style.transform);
  // + 0 turns the -0 of an unmoved track into 0.
  return match ? -Number(match[1]) + 0 : NaN;
}

beforeEach(() => {
  resetStores();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('win ticker', () => {
  it('says quietly that there are no wins yet', async () => {
    server([[]]);
    renderPage(ROUTE.home, <WinTicker />);
    expect(await screen.findByText('No wins yet. Settled contracts will show up here.')).toBeInTheDocument();
  });

  it('shows who won how much on which pair and when', async () => {
    server([[win(1, 'de***01', '85')]]);
    renderPage(ROUTE.home, <WinTicker />);

    const row = await screen.findByTestId('win-row');
    expect(row).toHaveTextContent('de***01');
    expect(row).toHaveTextContent('won on BTC/USDT');
    expect(row).toHaveTextContent('+85.00 USDT');
    expect(row).toHaveTextContent('5 minutes ago');
  });

  it('moves up one row at a time and starts over after the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const list = [1, 2, 3, 4].map((id) => win(id, `u${id}***`, '10'));
    server([list]);
    renderPage(ROUTE.home, <WinTicker />);
    await screen.findAllByTestId('win-row');

    expect(screen.getAllByTestId('win-row')).toHaveLength(4);
    expect(offsetInRows()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(TICKER_STEP_MS);
    });
    expect(offsetInRows()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(TICKER_STEP_MS * 3);
    });
    expect(offsetInRows()).toBe(4);
    act(() => {
      vi.advanceTimersByTime(TICKER_STEP_MS / 2);
    });
    expect(offsetInRows()).toBe(0);
  });

  it('stands still while every win fits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server([Array.from({ length: TICKER_VISIBLE }, (_, i) => win(i + 1, `u${i}***`, '10'))]);
    renderPage(ROUTE.home, <WinTicker />);
    await screen.findAllByTestId('win-row');

    act(() => {
      vi.advanceTimersByTime(TICKER_STEP_MS * 2);
    });
    expect(offsetInRows()).toBe(0);
  });

  it('asks again every 30 seconds and shows new wins', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = server([[], [win(1, 'ne***ew', '12.5')]]);
    renderPage(ROUTE.home, <WinTicker />);
    await screen.findByText('No wins yet. Settled contracts will show up here.');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(WIN_LIST_REFRESH_MS);
    });
    expect(await screen.findByText('ne***ew')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === API.common.getCurWinList)).toHaveLength(2);
  });
});
