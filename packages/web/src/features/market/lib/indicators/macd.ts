import { exponentialMovingAverage, type IndicatorValues } from './moving-average';

export interface Macd {
  /** The fast average less the slow one (DIF on Chinese-language charts). */
  macd: IndicatorValues;
  /** The average of `macd` over the signal period (DEA). */
  signal: IndicatorValues;
  /** `macd` less `signal`: the bars. */
  histogram: IndicatorValues;
}

/**
 * MACD as TA-Lib computes it: both averages start at the slow one's first full period (the fast
 * one seeded with the average of the `fast` closes ending there), so the line starts on candle
 * `slow` and the signal `signal - 1` candles later. Other seedings differ only in the first few
 * dozen candles and agree after that.
 */
export function movingAverageConvergenceDivergence(values: readonly number[], fast: number, slow: number, signal: number): Macd {
  const slowAverage = exponentialMovingAverage(values, slow);
  const fastAverage = exponentialMovingAverage(values, fast, Math.max(0, slow - fast));
  const macd = values.map((_, index) => {
    const fastValue = fastAverage[index] ?? null;
    const slowValue = slowAverage[index] ?? null;
    return fastValue === null || slowValue === null ? null : fastValue - slowValue;
  });
  const signalLine = exponentialMovingAverage(macd, signal);
  const histogram = macd.map((value, index) => {
    const signalValue = signalLine[index] ?? null;
    return value === null || signalValue === null ? null : value - signalValue;
  });
  return { macd, signal: signalLine, histogram };
}
