import type { KlineInterval, TCandle } from '@meridian/protocol';
import {
  CandlestickSeries,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  createChart,
  type CandlestickData,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LogicalRange,
  type PriceFormatCustom,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { formatPrice } from '../../../lib/money';
import { chartChange, toChartBar, toVolumeBar } from '../lib/chart-bars';
import { tickMarkLabel } from '../lib/chart-time';
import { useTheme } from '../../../lib/theme-store';
import { klineColours, type KLineColours } from '../lib/kline-colours';
import { INDICATOR_PANE_HEIGHT, PANE_INDICATORS, type KLineIndicator } from '../lib/kline-indicators';
import { useIndicatorLayer } from '../hooks/use-indicator-layer';
import { paintChart } from './kline-chart-colours';
import styles from './kline-chart.module.css';

/** Bars from the left edge at which the next older page is asked for, before the member hits it. */
const LOAD_OLDER_WITHIN_BARS = 20;

export interface KLineChartProps {
  candles: readonly TCandle[];
  interval: KlineInterval;
  /** Decimals of the pair's price. */
  scale: number;
  /** The member's offset from UTC, for the time axis. */
  offsetMinutes: number;
  /** Asked for when the member scrolls close to the oldest candle shown. */
  onNearOldest: () => void;
  label: string;
  /** The indicators the member chose; volume is drawn here, the others by the indicator layer. */
  indicators: readonly KLineIndicator[];
  /** Fill the parent's height (full-screen mode) rather than the page's chart height. */
  fill?: boolean;
}

/** The chart's height on the page with no indicator pane. */
const CHART_HEIGHT = 340;

interface ChartParts {
  chart: IChartApi;
  prices: ISeriesApi<'Candlestick'>;
  volumes: ISeriesApi<'Histogram'>;
}

function priceBar(candle: TCandle, offsetMinutes: number): CandlestickData {
  const bar = toChartBar(candle, offsetMinutes);
  return { ...bar, time: bar.time as UTCTimestamp };
}

function volumeBar(candle: TCandle, offsetMinutes: number, colours: KLineColours): HistogramData {
  const bar = toVolumeBar(candle, offsetMinutes);
  return { time: bar.time as UTCTimestamp, value: bar.value, color: bar.rising ? colours.upVolume : colours.downVolume };
}

/** The candles' price format: the pair's decimals, grouped like every other price in the app. */
export function chartPriceFormat(scale: number): PriceFormatCustom {
  return { type: 'custom', minMove: 1 / 10 ** scale, formatter: (price: number) => formatPrice(price, scale) };
}

/** The chart, in `colours` from the start (paintChart paints it again in another theme's). */
function createParts(container: HTMLElement, colours: KLineColours): ChartParts {
  const chart = createChart(container, {
    autoSize: true,
    layout: { fontSize: 11 },
    crosshair: { mode: CrosshairMode.Normal },
    // entireTextOnly: a price label keeps half its height clear of the pane's edges (the page adds
    // room under the interval tabs too), never drawn flush against them or cut.
    rightPriceScale: { entireTextOnly: true, scaleMargins: { top: 0.08, bottom: 0.26 } },
    timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4, tickMarkFormatter: tickMarkLabel },
  });
  const prices = chart.addSeries(CandlestickSeries, {
    borderVisible: false,
    // The last price as members of every exchange read it: a dashed line across the chart and its
    // label on the price axis (entireTextOnly above keeps the axis's own labels whole beside it).
    lastValueVisible: true,
    priceLineVisible: true,
    priceLineStyle: LineStyle.Dashed,
  });
  paintChart(chart, prices, colours);
  // Volume sits under the candles on its own hidden scale, in the bottom fifth.
  const volumes = chart.addSeries(HistogramSeries, { priceScaleId: '', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false });
  volumes.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  return { chart, prices, volumes };
}

/**
 * The candlestick chart of one pair (the only user of lightweight-charts, loaded with the K-line
 * page alone). A live price updates the last bar in place; new history replaces the data, and the
 * chart keeps its distance from the newest bar, so prepending older pages does not move the view.
 */
export function KLineChart({ candles, interval, scale, offsetMinutes, onNearOldest, label, indicators, fill = false }: KLineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<ChartParts | null>(null);
  const drawn = useRef<{ candles: readonly TCandle[]; interval: KlineInterval; offsetMinutes: number } | null>(null);
  const nearOldest = useRef(onNearOldest);
  useEffect(() => {
    nearOldest.current = onNearOldest;
  });
  // The theme's colours (issue 40); `painted` is what the chart is drawn in now.
  const colours = klineColours(useTheme());
  const painted = useRef(colours);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const created = createParts(element, painted.current);
    parts.current = created;
    const onRange = (range: LogicalRange | null) => {
      if (range !== null && range.from < LOAD_OLDER_WITHIN_BARS) nearOldest.current();
    };
    created.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      created.chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      created.chart.remove();
      parts.current = null;
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    const current = parts.current;
    if (current === null || painted.current === colours) return;
    painted.current = colours;
    paintChart(current.chart, current.prices, colours);
    // Each volume bar carries its own colour: drawn again in the theme's.
    const shown = drawn.current;
    if (shown !== null) current.volumes.setData(shown.candles.map((candle) => volumeBar(candle, shown.offsetMinutes, colours)));
  }, [colours]);

  // Full screen on a screen held upright is the frame turned a quarter by CSS (full-screen-frame.
  // module.css): the chart would read a drag or a pinch along the screen's axes, not its own, and
  // move the wrong way. It shows the candles still, and takes no drag or pinch while turned.
  useEffect(() => {
    const chart = parts.current?.chart;
    if (chart === undefined || !fill || typeof window.matchMedia !== 'function') return;
    const upright = window.matchMedia('(orientation: portrait)');
    const follow = () => {
      chart.applyOptions({ handleScroll: !upright.matches, handleScale: !upright.matches });
    };
    follow();
    upright.addEventListener('change', follow);
    return () => {
      upright.removeEventListener('change', follow);
      chart.applyOptions({ handleScroll: true, handleScale: true });
    };
  }, [fill]);

  const priceFormat = useMemo(() => chartPriceFormat(scale), [scale]);
  useEffect(() => {
    // The axis and the crosshair read prices as the header and the market list do.
    parts.current?.prices.applyOptions({ priceFormat });
  }, [priceFormat]);

  const showsVolume = indicators.includes('vol');
  useEffect(() => {
    parts.current?.volumes.applyOptions({ visible: showsVolume });
  }, [showsVolume]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const before = drawn.current;
    const sameView = before !== null && before.interval === interval && before.offsetMinutes === offsetMinutes;
    const drawnCandles = sameView ? before.candles : [];
    const change = sameView ? chartChange(drawnCandles, candles) : 'all';
    if (change === 'last') {
      // The bar before a newly opened one is final: draw it once more, then the new one.
      for (const candle of candles.slice(candles.length > drawnCandles.length ? -2 : -1)) {
        current.prices.update(priceBar(candle, offsetMinutes));
        current.volumes.update(volumeBar(candle, offsetMinutes, painted.current));
      }
    } else if (change === 'all') {
      current.prices.setData(candles.map((candle) => priceBar(candle, offsetMinutes)));
      current.volumes.setData(candles.map((candle) => volumeBar(candle, offsetMinutes, painted.current)));
      // Another interval starts at the newest candles with the default zoom.
      if (!sameView) current.chart.timeScale().resetTimeScale();
    }
    drawn.current = { candles, interval, offsetMinutes };
  }, [candles, interval, offsetMinutes]);

  useIndicatorLayer(parts, { candles, offsetMinutes, indicators, priceFormat, colours });
  // Each indicator pane adds its height under the prices, rather than squeezing them.
  const panes = PANE_INDICATORS.filter((indicator) => indicators.includes(indicator)).length;

  const last = candles.at(-1);
  const previous = candles.at(-2);
  return (
    <div
      ref={container}
      className={styles.chart}
      style={{ height: fill ? '100%' : CHART_HEIGHT + panes * INDICATOR_PANE_HEIGHT }}
      // A figure, not an img: the chart library puts its attribution link inside, and an img's
      // content must not be interactive.
      role="figure"
      aria-label={label}
      data-testid="kline-chart"
      data-interval={interval}
      data-candles={candles.length}
      data-first-time={candles[0]?.time}
      data-last-time={last?.time}
      data-last-close={last?.close}
      data-step={last !== undefined && previous !== undefined ? last.time - previous.time : undefined}
      data-indicators={indicators.join(' ')}
    />
  );
}
