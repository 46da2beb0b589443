import { API, CODE, LIVE_EVENT, type KlineInterval, type TCandle, type TGetKLineRequest, KLINE_INTERVAL_MS, klineBucketStart } from '@meridian/protocol';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '../../../api/live-events';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { mockServer, type SeenCall } from '../../../testing/envelope-fetch';
import { DEMO_MEMBER } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { resetStores } from '../../../testing/reset-stores';
import { useIndicatorChoice } from '../hooks/use-indicator-choice';
import { DEFAULT_INDICATORS } from '../lib/kline-indicators';
import { KLinePage } from './kline-page';
import { waitUntil } from '../../../testing/wait-until';

type RangeHandler = (range: { from: number; to: number } | null) => void;

/** happy-dom has no canvas: a stand-in chart that records what the page draws and lets a test scroll it. */
const drawn = vi.hoisted(() => ({
  setData: [] as { time: number; close: number }[][],
  updates: [] as { time: number; close: number }[],
  onRange: [] as RangeHandler[],
  /** The candle series' options, as created and then applied. */
  candleOptions: [] as Record<string, unknown>[],
  /** Every series the page asked for, in order: the candles, volume, then the indicators'. */
  series: [] as DrawnSeries[],
}));

interface DrawnSeries {
  kind: string;
  options: Record<string, unknown>;
  pane: number;
  /** The last data set, and the points updated since. */
  data: { time: number; value?: number }[];
  updates: { time: number; value?: number }[];
  removed: boolean;
}

vi.mock('lightweight-charts', () => {
  const series = (kind: string, options: Record<string, unknown> = {}, pane = 0) => {
    if (kind === 'Candlestick') drawn.candleOptions.push(options);
    const record: DrawnSeries = { kind, options: { ...options }, pane, data: [], updates: [], removed: false };
    drawn.series.push(record);
    return {
    record,
    setData(data: { time: number; close: number; value?: number }[]) {
      if (kind === 'Candlestick') drawn.setData.push(data);
      record.data = data;
      record.updates = [];
    },
    update(bar: { time: number; close: number; value?: number }) {
      if (kind === 'Candlestick') drawn.updates.push(bar);
      record.updates.push(bar);
    },
    applyOptions(options: Record<string, unknown>) {
      if (kind === 'Candlestick') drawn.candleOptions.push(options);
      Object.assign(record.options, options);
    },
    createPriceLine() {},
    priceScale: () => ({ applyOptions() {} }),
  };
  };
  return {
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    LineStyle: { Dashed: 2 },
    CandlestickSeries: 'Candlestick',
    HistogramSeries: 'Histogram',
    LineSeries: 'Line',
    createChart: () => ({
      addSeries: series,
      applyOptions() {},
      removeSeries(removed: { record: DrawnSeries }) {
        removed.record.removed = true;
      },
      panes: () => [{ setStretchFactor() {} }],
      timeScale: () => ({
        subscribeVisibleLogicalRangeChange(handler: RangeHandler) {
          drawn.onRange.push(handler);
        },
        unsubscribeVisibleLogicalRangeChange() {},
        resetTimeScale() {},
      }),
      remove() {},
    }),
  };
});

const QUOTE = { allname: 'BTC/USDT', scale: 2, price: '64000.50', reference: '63000.00', rate: '1.59', stale: false, high24h: '64500.00', low24h: '62000.25', volume24h: '12345.6789' };
const PAGE = 5;

/** Five candles of the interval ending with the current bucket, or ending just before `before`. */
function candlesOf(interval: KlineInterval, before?: number): TCandle[] {
  const length = KLINE_INTERVAL_MS[interval];
  const newest = before === undefined ? klineBucketStart(interval, Date.now()) : before - length;
  return Array.from({ length: PAGE }, (_, index) => {
    const time = newest - (PAGE - 1 - index) * length;
    const close = (before === undefined ? 64000 : 63000) + index;
    return { time, open: `${close - 1}.00`, high: `${close + 1}.00`, low: `${close - 2}.00`, close: `${close}.00`, volume: '3.5000' };
  });
}

function server() {
  return mockServer((call: SeenCall) => {
    if (call.path === API.chain.getSingleNowPrice) return { code: CODE.OK, data: { ...QUOTE, at: Date.now() } };
    if (call.path === API.chain.getKLine) {
      const { interval, before } = call.payload as TGetKLineRequest;
      const list = candlesOf(interval, before);
      return { code: CODE.OK, data: { list, nextBefore: before === undefined ? (list[0]?.time ?? null) : null } };
    }
    return { code: CODE.OK };
  });
}

const klineCalls = (calls: SeenCall[]) => calls.filter((call) => call.path === API.chain.getKLine).map((call) => call.payload as TGetKLineRequest);

async function renderKLine(symbol = 'BTC/USDT') {
  renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol }));
  return screen.findByTestId('kline-chart');
}

beforeEach(() => {
  // The clock starts 5 s into an hour and runs on from there, so that no test crosses a candle's
  // boundary by accident between drawing the candles and a live price (one did, on a busy machine).
  vi.useFakeTimers({ toFake: ['Date'], now: klineBucketStart('1h', Date.now()) + 5_000, shouldAdvanceTime: true });
  resetStores();
  useSession.setState({ token: 'a', user: DEMO_MEMBER });
  drawn.setData.length = 0;
  drawn.updates.length = 0;
  drawn.onRange.length = 0;
  drawn.candleOptions.length = 0;
  drawn.series.length = 0;
});

afterEach(() => {
  // The choice lives in a store that outlives the test: the next one starts with the default.
  useIndicatorChoice.setState({ chosen: DEFAULT_INDICATORS });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('K-line page', () => {
  it('shows the pair’s price, change and 24 h high, low and volume, and its 1m candles', async () => {
    const { calls } = server();
    const chart = await renderKLine();

    expect(await screen.findByTestId('kline-price')).toHaveTextContent('64,000.50');
    expect(screen.getByTestId('kline-rate')).toHaveTextContent('+1.59%');
    expect(screen.getByTestId('kline-high')).toHaveTextContent('64,500.00');
    expect(screen.getByTestId('kline-low')).toHaveTextContent('62,000.25');
    expect(screen.getByTestId('kline-volume')).toHaveTextContent('12,345.67');
    expect(screen.getByText('24h Vol (BTC)')).toBeInTheDocument();
    expect(klineCalls(calls)).toEqual([{ symbol: 'BTC/USDT', interval: '1m', limit: 300 }]);
    expect(chart).toHaveAttribute('data-interval', '1m');
    expect(chart).toHaveAttribute('data-candles', String(PAGE));
    expect(chart).toHaveAttribute('data-step', String(60_000));
    // Drawn in seconds on the member's +08:00 clock.
    const last = candlesOf('1m').at(-1);
    expect(drawn.setData.at(-1)?.at(-1)).toMatchObject({ time: (last?.time ?? 0) / 1000 + 8 * 3600, close: 64004 });
  });

  it('reads every price with the pair’s decimals and grouping: header, chart axis and crosshair alike', async () => {
    server();
    await renderKLine();
    await screen.findByTestId('kline-price');

    // A live price with fewer decimals than the pair's scale still reads with all of them.
    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['64245.7', '63000.00'] });
    });
    expect(screen.getByTestId('kline-price')).toHaveTextContent('64,245.70');
    const format = drawn.candleOptions.map((options) => options.priceFormat).findLast((each) => each !== undefined) as
      | { type: string; formatter?: (price: number) => string }
      | undefined;
    expect(format?.type).toBe('custom');
    expect(format?.formatter?.(64245.7)).toBe('64,245.70');
    expect(format?.formatter?.(0.1 + 0.2)).toBe('0.30');
  });

  it('shows the last price as a line across the chart with its label on the price axis', async () => {
    server();
    await renderKLine();
    const created = drawn.candleOptions[0];
    expect(created).toMatchObject({ lastValueVisible: true, priceLineVisible: true });
  });

  it('asks for the chosen interval and draws its candles', async () => {
    const { calls } = server();
    const chart = await renderKLine();

    await userEvent.click(screen.getByRole('tab', { name: '1H' }));
    await waitUntil(() => {
      expect(chart).toHaveAttribute('data-interval', '1h');
    });
    expect(klineCalls(calls).map((call) => call.interval)).toEqual(['1m', '1h']);
    expect(chart).toHaveAttribute('data-step', String(3_600_000));
    expect(chart).toHaveAttribute('data-last-time', String(klineBucketStart('1h', Date.now())));

    await userEvent.click(screen.getByRole('tab', { name: '5m' }));
    await waitUntil(() => {
      expect(chart).toHaveAttribute('data-step', String(300_000));
    });
  });

  it('moves the last candle and the header with each live price, and opens the next candle when its minute starts', async () => {
    server();
    const chart = await renderKLine();
    await screen.findByTestId('kline-price');

    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['64010.25', '63000.00'], 'ETH/USDT': ['1', '1'] });
    });
    expect(chart).toHaveAttribute('data-last-close', '64010.25');
    expect(chart).toHaveAttribute('data-candles', String(PAGE));
    expect(drawn.updates.at(-1)).toMatchObject({ close: 64010.25 });
    expect(screen.getByTestId('kline-price')).toHaveTextContent('64,010.25');
    expect(screen.getByTestId('kline-rate')).toHaveTextContent('+1.60%');
    expect(screen.getByTestId('kline-high')).toHaveTextContent('64,500.00');
    // Above the 24 h high: the high follows.
    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['64600.00', '63000.00'] });
    });
    expect(screen.getByTestId('kline-high')).toHaveTextContent('64,600.00');

    // The next minute: a new candle at the bucket's start.
    const next = klineBucketStart('1m', Date.now()) + 60_000;
    vi.setSystemTime(next + 1_000);
    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['64100.00', '63000.00'] });
    });
    expect(chart).toHaveAttribute('data-candles', String(PAGE + 1));
    expect(chart).toHaveAttribute('data-last-time', String(next));
    expect(chart).toHaveAttribute('data-last-close', '64100.00');
  });

  it('loads the next older page when the chart is scrolled near its oldest candle', async () => {
    const { calls } = server();
    const chart = await renderKLine();
    const firstTime = candlesOf('1m')[0]?.time;

    act(() => {
      for (const handler of drawn.onRange) handler({ from: 40, to: 90 });
    });
    expect(klineCalls(calls)).toHaveLength(1);
    act(() => {
      for (const handler of drawn.onRange) handler({ from: 3, to: 53 });
    });
    await waitUntil(() => {
      expect(chart).toHaveAttribute('data-candles', String(2 * PAGE));
    });
    expect(klineCalls(calls).at(-1)).toEqual({ symbol: 'BTC/USDT', interval: '1m', limit: 300, before: firstTime });
    expect(drawn.setData.at(-1)).toHaveLength(2 * PAGE);
    // Nothing older is left: scrolling further asks for nothing.
    act(() => {
      for (const handler of drawn.onRange) handler({ from: 0, to: 50 });
    });
    expect(klineCalls(calls)).toHaveLength(2);
  });

  it('says a pair is not traded for a malformed symbol, without asking the server', async () => {
    const { calls } = server();
    renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol: 'btc-usdt' }));
    // The status block's picture is a chunk of its own, slow to load the first time on a busy machine.
    expect(await screen.findByText('Pair not found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says a pair is not traded when the server does not know it', async () => {
    mockServer(() => ({ code: CODE.NOT_FOUND, msg: 'The currency pair ABC/USDT is not traded here.' }));
    renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol: 'ABC/USDT' }));
    // The status block's picture is a chunk of its own, slow to load the first time on a busy machine.
    expect(await screen.findByText('Pair not found', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the market' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(ROUTE.market);
  });

  it('shows the failed state with a retry when the candles cannot load', async () => {
    mockServer(() => ({ code: CODE.OK, status: 500 }));
    renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol: 'BTC/USDT' }));
    expect(await screen.findAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });
});

/** The series the page asked for by their title (the indicators'), still on the chart. */
const seriesTitled = (title: string) => drawn.series.filter((each) => each.options.title === title && !each.removed);

/** A server whose K-line has enough rising candles for MACD (26 + 9) to have values. */
function longHistoryServer() {
  return mockServer((call: SeenCall) => {
    if (call.path === API.chain.getSingleNowPrice) return { code: CODE.OK, data: { ...QUOTE, at: Date.now() } };
    if (call.path === API.chain.getKLine) {
      const newest = klineBucketStart('1m', Date.now());
      const list = Array.from({ length: 60 }, (_, index) => {
        const close = 64000 + index * 10;
        return { time: newest - (59 - index) * 60_000, open: `${close - 5}.00`, high: `${close + 5}.00`, low: `${close - 6}.00`, close: `${close}.00`, volume: '1.0000' };
      });
      return { code: CODE.OK, data: { list, nextBefore: null } };
    }
    return { code: CODE.OK };
  });
}

/** As a reload does: the page gone, the in-memory choice forgotten, then read back from the app's storage. */
async function reloadChoice(): Promise<void> {
  const name = 'meridian.kline-indicators';
  const stored = localStorage.getItem(name);
  useIndicatorChoice.setState({ chosen: DEFAULT_INDICATORS });
  if (stored !== null) localStorage.setItem(name, stored);
  await useIndicatorChoice.persist.rehydrate();
}

const chip = (name: RegExp) => within(screen.getByRole('group', { name: 'Chart indicators' })).getByRole('button', { name });

describe('K-line indicators', () => {
  it('draws volume alone for a member who never chose, and no indicator line', async () => {
    server();
    await renderKLine();
    expect(chip(/\(VOL\)/)).toHaveAttribute('aria-pressed', 'true');
    for (const name of [/\(MA\)/, /\(EMA\)/, /\(BOLL\)/, /\(MACD\)/, /\(RSI\)/]) expect(chip(name)).toHaveAttribute('aria-pressed', 'false');
    expect(drawn.series.map((each) => each.kind)).toEqual(['Candlestick', 'Histogram']);
    expect(drawn.series[1]?.options).toMatchObject({ visible: true });
  });

  it('draws MACD in a pane under the prices when chosen, moves it with each live price, and keeps the choice across a re-mount', async () => {
    longHistoryServer();
    const view = renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol: 'BTC/USDT' }));
    const chart = await screen.findByTestId('kline-chart');
    await waitUntil(() => {
      expect(chart).toHaveAttribute('data-candles', '60');
    });

    await userEvent.click(chip(/\(MACD\)/));
    expect(chip(/\(MACD\)/)).toHaveAttribute('aria-pressed', 'true');
    await waitUntil(() => {
      expect(seriesTitled('MACD')).toHaveLength(1);
    });
    const [histogram] = seriesTitled('MACD');
    expect(histogram).toMatchObject({ kind: 'Histogram', pane: 1 });
    expect(seriesTitled('DIF')).toMatchObject([{ kind: 'Line', pane: 1 }]);
    expect(seriesTitled('DEA')).toMatchObject([{ kind: 'Line', pane: 1 }]);
    // One point per candle, blank until the averages have started; a rise has its fast average above its slow one.
    const line = seriesTitled('DIF')[0]?.data ?? [];
    expect(line).toHaveLength(60);
    expect(line[24]?.value).toBeUndefined();
    expect(line[59]?.value).toBeGreaterThan(0);
    expect(histogram?.data[59]?.value).toEqual(expect.any(Number));
    // The pane adds its height under the prices.
    expect(chart.style.height).toBe('450px');

    // A live price moves the last candle, and the last MACD point with it.
    act(() => {
      emitLiveEvent(LIVE_EVENT.chainCurrencyPrice, { 'BTC/USDT': ['70000.00', '63000.00'] });
    });
    const lastTime = line[59]?.time;
    expect(seriesTitled('DIF')[0]?.updates.at(-1)).toMatchObject({ time: lastTime, value: expect.any(Number) });
    expect(seriesTitled('DIF')[0]?.updates.at(-1)?.value).toBeGreaterThan(line[59]?.value ?? 0);

    view.unmount();
    drawn.series.length = 0;
    await reloadChoice();
    renderPage(ROUTE.kline, <KLinePage />, href(ROUTE.kline, { symbol: 'BTC/USDT' }));
    await screen.findByTestId('kline-chart');
    expect(chip(/\(MACD\)/)).toHaveAttribute('aria-pressed', 'true');
    await waitUntil(() => {
      expect(seriesTitled('MACD')).toMatchObject([{ kind: 'Histogram', pane: 1 }]);
    });
  });

  it('puts MA lines over the candles, RSI in a pane of its own, and takes each away when switched off', async () => {
    longHistoryServer();
    const chart = await renderKLine();
    await userEvent.click(chip(/\(MA\)/));
    await userEvent.click(chip(/\(RSI\)/));
    await waitUntil(() => {
      expect(seriesTitled('RSI14')).toMatchObject([{ kind: 'Line', pane: 1 }]);
    });
    expect(['MA7', 'MA25', 'MA99'].map((title) => seriesTitled(title)[0]?.pane)).toEqual([0, 0, 0]);
    expect(screen.getByRole('list', { name: 'Lines over the candles' })).toHaveTextContent('MA7MA25MA99');

    await userEvent.click(chip(/\(MA\)/));
    await waitUntil(() => {
      expect(seriesTitled('MA7')).toHaveLength(0);
    });
    expect(seriesTitled('RSI14')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Lines over the candles' })).toBeNull();

    await userEvent.click(chip(/\(VOL\)/));
    expect(drawn.series[1]?.options).toMatchObject({ visible: false });
    await userEvent.click(chip(/\(RSI\)/));
    await waitUntil(() => {
      expect(seriesTitled('RSI14')).toHaveLength(0);
    });
    expect(chart.style.height).toBe('340px');
  });
});

describe('K-line full screen', () => {
  it('opens the chart over the whole screen, and closes it with its close button, Escape and Back', async () => {
    server();
    const chart = await renderKLine();
    const open = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      const dialog = await screen.findByRole('dialog', { name: 'BTC/USDT chart, full screen' });
      expect(within(dialog).getByTestId('kline-chart')).toBe(chart);
      expect(chart.style.height).toBe('100%');
      return dialog;
    };

    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close full screen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chart.style.height).toBe('340px');
    // The same chart all along: it keeps its zoom and position.
    expect(screen.getByTestId('kline-chart')).toBe(chart);

    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await open();
    act(() => {
      window.history.back();
    });
    await waitUntil(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
