import { ColorType, type IChartApi, type ISeriesApi } from 'lightweight-charts';
import type { KLineColours } from '../lib/kline-colours';

/**
 * Paints the chart and its candles in `colours`: at its creation and again whenever the theme
 * changes (lightweight-charts merges these options into those it was made with).
 */
export function paintChart(chart: IChartApi, prices: ISeriesApi<'Candlestick'>, colours: KLineColours): void {
  chart.applyOptions({
    layout: { background: { type: ColorType.Solid, color: colours.background }, textColor: colours.text },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    crosshair: { vertLine: { labelBackgroundColor: colours.theme }, horzLine: { labelBackgroundColor: colours.theme } },
    rightPriceScale: { borderColor: colours.grid },
    timeScale: { borderColor: colours.grid },
  });
  prices.applyOptions({ upColor: colours.up, downColor: colours.down, wickUpColor: colours.up, wickDownColor: colours.down, priceLineColor: colours.theme });
}
