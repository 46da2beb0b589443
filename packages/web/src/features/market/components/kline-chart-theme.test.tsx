import type { TCandle } from '@meridian/protocol';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useThemeChoice } from '../../../lib/theme-store';
import { resetStores } from '../../../testing/reset-stores';
import { klineColours } from '../lib/kline-colours';
import { KLineChart } from './kline-chart';

/** What the chart was told: its own options and each series' options and data, in order. */
const told = vi.hoisted(() => ({
  chart: [] as Record<string, unknown>[],
  series: [] as { kind: string; options: Record<string, unknown>[]; data: { color?: string }[] }[],
}));

vi.mock('lightweight-charts', () => ({
  ColorType: { Solid: 'solid' },
  CrosshairMode: { Normal: 0 },
  LineStyle: { Dashed: 2 },
  CandlestickSeries: 'Candlestick',
  HistogramSeries: 'Histogram',
  LineSeries: 'Line',
  createChart: (_container: HTMLElement, options: Record<string, unknown>) => {
    told.chart.push(options);
    return {
      addSeries: (kind: string, options: Record<string, unknown> = {}) => {
        const record = { kind, options: [options], data: [] as { color?: string }[] };
        told.series.push(record);
        return {
          setData: (data: { color?: string }[]) => {
            record.data = data;
          },
          update: () => undefined,
          applyOptions: (more: Record<string, unknown>) => record.options.push(more),
          createPriceLine: () => undefined,
          priceScale: () => ({ applyOptions: () => undefined }),
        };
      },
      applyOptions: (options: Record<string, unknown>) => told.chart.push(options),
      removeSeries: () => undefined,
      panes: () => [{ setStretchFactor: () => undefined }],
      timeScale: () => ({ subscribeVisibleLogicalRangeChange: () => undefined, unsubscribeVisibleLogicalRangeChange: () => undefined, resetTimeScale: () => undefined }),
      remove: () => undefined,
    };
  },
}));

const CANDLES: TCandle[] = [
  { time: 60_000, open: '10.00', high: '12.00', low: '9.00', close: '11.00', volume: '2.0000' },
  { time: 120_000, open: '11.00', high: '11.50', low: '8.00', close: '9.00', volume: '3.0000' },
];

/** The last background, candle colours and volume colours the chart was given. */
function lastPaint() {
  const background = told.chart
    .map((options) => (options.layout as { background?: { color: string } } | undefined)?.background?.color)
    .filter((colour) => colour !== undefined)
    .at(-1);
  const candles = told.series.find((series) => series.kind === 'Candlestick')?.options.filter((options) => 'upColor' in options).at(-1);
  const volumes = told.series.find((series) => series.kind === 'Histogram')?.data.map((bar) => bar.color);
  return { background, up: candles?.upColor, down: candles?.downColor, volumes };
}

beforeEach(() => {
  resetStores();
  told.chart.length = 0;
  told.series.length = 0;
});

describe('the K-line chart’s colours', () => {
  it('is drawn in the theme shown, and again in the other when the member switches, without a new chart', async () => {
    render(<KLineChart candles={CANDLES} interval="1m" scale={2} offsetMinutes={0} onNearOldest={() => undefined} label="BTC/USDT" indicators={['vol']} />);
    await screen.findByTestId('kline-chart');
    const light = klineColours('light');
    const dark = klineColours('dark');
    expect(lastPaint()).toEqual({ background: light.background, up: light.up, down: light.down, volumes: [light.upVolume, light.downVolume] });

    act(() => {
      useThemeChoice.getState().choose('dark');
    });
    expect(lastPaint()).toEqual({ background: dark.background, up: dark.up, down: dark.down, volumes: [dark.upVolume, dark.downVolume] });
    expect(told.series.filter((series) => series.kind === 'Candlestick')).toHaveLength(1);

    act(() => {
      useThemeChoice.setState({ choice: 'system', system: 'light' });
    });
    expect(lastPaint().background).toBe(light.background);
  });

  it('has a dark colour for every colour of the light chart, each different from the light one where it is drawn on the ground', () => {
    const light = klineColours('light');
    const dark = klineColours('dark');
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    expect(dark.background).not.toBe(light.background);
    expect(dark.text).not.toBe(light.text);
  });
});

describe('the K-line chart in full screen', () => {
  /** The last drag and pinch settings the chart was given, if any. */
  const lastHandling = () => told.chart.filter((options) => 'handleScroll' in options).at(-1);
  const holdScreen = (portrait: boolean) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(orientation: portrait)' ? portrait : false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  };

  it('takes no drag or pinch while CSS turns it on a screen held upright, and takes them again once closed', async () => {
    holdScreen(true);
    const chart = (fill: boolean) => <KLineChart candles={CANDLES} interval="1m" scale={2} offsetMinutes={0} onNearOldest={() => undefined} label="BTC/USDT" indicators={[]} fill={fill} />;
    const { rerender } = render(chart(true));
    await screen.findByTestId('kline-chart');
    expect(lastHandling()).toEqual({ handleScroll: false, handleScale: false });
    rerender(chart(false));
    expect(lastHandling()).toEqual({ handleScroll: true, handleScale: true });
    vi.unstubAllGlobals();
  });

  it('keeps drag and pinch where the screen turned itself (landscape)', async () => {
    holdScreen(false);
    render(<KLineChart candles={CANDLES} interval="1m" scale={2} offsetMinutes={0} onNearOldest={() => undefined} label="BTC/USDT" indicators={[]} fill />);
    await screen.findByTestId('kline-chart');
    expect(lastHandling()).toEqual({ handleScroll: true, handleScale: true });
    vi.unstubAllGlobals();
  });
});
