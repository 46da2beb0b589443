import { bollingerBands } from './indicators/bollinger-bands';
import { movingAverageConvergenceDivergence } from './indicators/macd';
import { exponentialMovingAverage, simpleMovingAverage, type IndicatorValues } from './indicators/moving-average';
import { relativeStrengthIndex } from './indicators/relative-strength-index';
import type { KLineColours } from './kline-colours';
import { INDICATOR_PARAMS, INDICATOR_SYMBOLS, PANE_INDICATORS, type KLineIndicator } from './kline-indicators';

/** One line or set of bars the chart draws for an indicator. */
export interface IndicatorPlot {
  /** Stable across redraws of the same choice: the drawing keeps one series per key. */
  key: string;
  indicator: KLineIndicator;
  kind: 'line' | 'histogram';
  /** 0 is the price pane; indicators with panes of their own follow in PANE_INDICATORS' order. */
  pane: number;
  colour: string;
  /** Shown beside its last value on the axis (indicator panes only); the symbols every exchange uses. */
  title: string;
  values: IndicatorValues;
}

const { maPeriods, emaPeriods, boll, macd, rsi } = INDICATOR_PARAMS;

type Line = Omit<IndicatorPlot, 'indicator' | 'pane'>;

function linesOf(indicator: KLineIndicator, closes: readonly number[], colours: KLineColours): Line[] {
  const maColours = [colours.ma7, colours.ma25, colours.ma99];
  const emaColours = [colours.ema12, colours.ema26];
  switch (indicator) {
    case 'ma':
      return maPeriods.map((period, index) => ({ key: `ma${period}`, kind: 'line', colour: maColours[index] ?? colours.theme, title: `MA${period}`, values: simpleMovingAverage(closes, period) }));
    case 'ema':
      return emaPeriods.map((period, index) => ({ key: `ema${period}`, kind: 'line', colour: emaColours[index] ?? colours.theme, title: `EMA${period}`, values: exponentialMovingAverage(closes, period) }));
    case 'boll': {
      const bands = bollingerBands(closes, boll.period, boll.width);
      return [
        { key: 'bollUpper', kind: 'line', colour: colours.bollBand, title: 'UB', values: bands.upper },
        { key: 'bollMiddle', kind: 'line', colour: colours.bollMiddle, title: 'BOLL', values: bands.middle },
        { key: 'bollLower', kind: 'line', colour: colours.bollBand, title: 'LB', values: bands.lower },
      ];
    }
    case 'macd': {
      const lines = movingAverageConvergenceDivergence(closes, macd.fast, macd.slow, macd.signal);
      // The bars first, so the two lines are drawn over them.
      return [
        { key: 'macdHistogram', kind: 'histogram', colour: colours.macdUp, title: INDICATOR_SYMBOLS.macd, values: lines.histogram },
        { key: 'macdLine', kind: 'line', colour: colours.macdLine, title: 'DIF', values: lines.macd },
        { key: 'macdSignal', kind: 'line', colour: colours.macdSignal, title: 'DEA', values: lines.signal },
      ];
    }
    case 'rsi':
      return [{ key: 'rsi', kind: 'line', colour: colours.rsi, title: `RSI${rsi.period}`, values: relativeStrengthIndex(closes, rsi.period) }];
    case 'vol':
      // The chart draws volume itself, with the candles.
      return [];
  }
}

/** The plots of the chosen indicators over `closes` (oldest first), in drawing order, in the theme's `colours`. */
export function indicatorPlots(chosen: readonly KLineIndicator[], closes: readonly number[], colours: KLineColours): IndicatorPlot[] {
  const panes = PANE_INDICATORS.filter((indicator) => chosen.includes(indicator));
  return chosen.flatMap((indicator) => linesOf(indicator, closes, colours).map((line) => ({ ...line, indicator, pane: panes.indexOf(indicator) + 1 })));
}
