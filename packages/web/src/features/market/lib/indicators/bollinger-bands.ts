import { simpleMovingAverage, type IndicatorValues } from './moving-average';

export interface BollingerBands {
  middle: IndicatorValues;
  upper: IndicatorValues;
  lower: IndicatorValues;
}

/**
 * Bollinger bands: the simple average of `period` closes, and `width` standard deviations above
 * and below it. The deviation is the population's (divided by `period`, not `period - 1`), as
 * John Bollinger, StockCharts and TA-Lib compute it.
 */
export function bollingerBands(values: readonly number[], period: number, width: number): BollingerBands {
  const middle = simpleMovingAverage(values, period);
  const upper: IndicatorValues = [];
  const lower: IndicatorValues = [];
  middle.forEach((average, index) => {
    if (average === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let back = index - period + 1; back <= index; back += 1) squares += ((values[back] ?? average) - average) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper.push(average + width * deviation);
    lower.push(average - width * deviation);
  });
  return { middle, upper, lower };
}
