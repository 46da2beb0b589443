import type { TCandle } from '@meridian/protocol';
import {
  HistogramSeries,
  LineSeries,
  LineStyle,
  type HistogramData,
  type IChartApi,
  type ISeriesApi,
  type LineData,
  type PriceFormat,
  type UTCTimestamp,
  type WhitespaceData,
} from 'lightweight-charts';
import { chartChange, toChartBar } from '../lib/chart-bars';
import { indicatorPlots, type IndicatorPlot } from '../lib/indicator-plots';
import type { KLineColours } from '../lib/kline-colours';
import { INDICATOR_PANE_HEIGHT, type KLineIndicator } from '../lib/kline-indicators';

/** What the layer draws: the chart's own candles, on the member's clock, with the chosen indicators. */
export interface IndicatorView {
  candles: readonly TCandle[];
  offsetMinutes: number;
  indicators: readonly KLineIndicator[];
  /** The pair's price format: lines over the candles and MACD read as prices do. */
  priceFormat: PriceFormat;
  /** The theme's colours, as the chart's own. */
  colours: KLineColours;
}

export interface IndicatorLayer {
  render: (view: IndicatorView) => void;
}

type PlotSeries = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;
type PlotPoint = LineData | HistogramData | WhitespaceData;

/** The price pane's share of the height against each indicator pane's (the chart grows by one pane's height for each). */
const PRICE_PANE_STRETCH = 300;
/** RSI's customary overbought and oversold levels. */
const RSI_LEVELS = [70, 30];
const RSI_FORMAT: PriceFormat = { type: 'price', precision: 2, minMove: 0.01 };

function pointOf(plot: IndicatorPlot, time: number, index: number, colours: KLineColours): PlotPoint {
  const value = plot.values[index] ?? null;
  const at = time as UTCTimestamp;
  if (value === null) return { time: at };
  if (plot.kind === 'histogram') return { time: at, value, color: value >= 0 ? colours.macdUp : colours.macdDown };
  return { time: at, value };
}

function addSeries(chart: IChartApi, plot: IndicatorPlot, priceFormat: PriceFormat, colours: KLineColours): PlotSeries {
  const inPane = plot.pane > 0;
  const common = {
    priceFormat: plot.indicator === 'rsi' ? RSI_FORMAT : priceFormat,
    title: plot.title,
    // Over the candles the lines stay off the axis, which keeps the last price's label readable;
    // in an indicator pane each line's last value is what the member reads.
    lastValueVisible: inPane,
    priceLineVisible: false,
  };
  if (plot.kind === 'histogram') return chart.addSeries(HistogramSeries, common, plot.pane);
  const series = chart.addSeries(LineSeries, { ...common, color: plot.colour, lineWidth: 1, crosshairMarkerVisible: false }, plot.pane);
  if (plot.indicator === 'rsi') {
    for (const price of RSI_LEVELS) series.createPriceLine({ price, color: colours.rsiBand, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: false });
  }
  return series;
}

interface Drawn {
  candles: readonly TCandle[];
  offsetMinutes: number;
}

/**
 * The first candle whose points change: all of them (-1: set every point again) unless the same
 * view only had its last candle move, or a new one open after it (then the one before is final,
 * drawn once more).
 */
function firstChanged(drawn: Drawn | null, candles: readonly TCandle[], offsetMinutes: number): number | null {
  if (drawn === null || drawn.offsetMinutes !== offsetMinutes) return -1;
  const change = chartChange(drawn.candles, candles);
  if (change === 'none') return null;
  if (change === 'all') return -1;
  return Math.max(0, candles.length - (candles.length > drawn.candles.length ? 2 : 1));
}

/**
 * The chosen indicators on a K-line chart: lines over the candles, and MACD and RSI in panes of
 * their own below. Loaded only once a member chooses an indicator. The indicators are computed
 * again from all candles at each change (a few thousand candles take well under a millisecond), and
 * a live price updates only their last points, as the chart does with its candles.
 */
export function createIndicatorLayer(chart: IChartApi): IndicatorLayer {
  const series = new Map<string, PlotSeries>();
  let built: { indicators: string; priceFormat: PriceFormat; colours: KLineColours } | null = null;
  let drawn: Drawn | null = null;

  const build = (indicators: readonly KLineIndicator[], plots: readonly IndicatorPlot[], priceFormat: PriceFormat, colours: KLineColours) => {
    for (const each of series.values()) chart.removeSeries(each);
    series.clear();
    for (const plot of plots) series.set(plot.key, addSeries(chart, plot, priceFormat, colours));
    chart.panes().forEach((pane, index) => {
      pane.setStretchFactor(index === 0 ? PRICE_PANE_STRETCH : INDICATOR_PANE_HEIGHT);
    });
    built = { indicators: indicators.join(), priceFormat, colours };
    drawn = null;
  };

  return {
    render({ candles, offsetMinutes, indicators, priceFormat, colours }) {
      // Another choice, price format or theme: the series are made again, in its options.
      const rebuild = built === null || built.indicators !== indicators.join() || built.priceFormat !== priceFormat || built.colours !== colours;
      const changed = rebuild ? -1 : firstChanged(drawn, candles, offsetMinutes);
      if (changed === null) return;
      const bars = candles.map((candle) => toChartBar(candle, offsetMinutes));
      const plots = indicatorPlots(
        indicators,
        bars.map((bar) => bar.close),
        colours,
      );
      if (rebuild) build(indicators, plots, priceFormat, colours);
      const from = Math.max(0, changed);
      for (const plot of plots) {
        const target = series.get(plot.key);
        if (target === undefined) continue;
        const points = bars.slice(from).map((bar, offset) => pointOf(plot, bar.time, from + offset, colours));
        if (changed < 0) target.setData(points);
        else for (const point of points) target.update(point);
      }
      drawn = { candles, offsetMinutes };
    },
  };
}
