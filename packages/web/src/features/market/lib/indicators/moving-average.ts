/**
 * One value per candle, oldest first; null where the indicator is not defined yet (its first
 * candles, before a full period). Indicators are drawn, never traded on: plain numbers suffice.
 */
export type IndicatorValues = (number | null)[];

/** The simple moving average of the last `period` values (MA on the chart, BOLL's middle band). */
export function simpleMovingAverage(values: readonly number[], period: number): IndicatorValues {
  const averages: IndicatorValues = [];
  let sum = 0;
  values.forEach((value, index) => {
    sum += value;
    const leaving = values[index - period];
    if (leaving !== undefined) sum -= leaving;
    averages.push(index >= period - 1 ? sum / period : null);
  });
  return averages;
}

/**
 * The exponential moving average with weight 2 / (period + 1), seeded with the simple average of
 * its first `period` values as StockCharts and TA-Lib do. `from` is where the average starts: MACD
 * starts both its averages at its slow one's first value (values before `from` are not counted).
 */
export function exponentialMovingAverage(values: readonly (number | null)[], period: number, from = 0): IndicatorValues {
  const weight = 2 / (period + 1);
  const averages: IndicatorValues = values.map(() => null);
  // Nulls (another indicator's first candles) are skipped: the seed is the first `period` values.
  let seeded = 0;
  let seedSum = 0;
  let average: number | null = null;
  for (let index = from; index < values.length; index += 1) {
    const value = values[index] ?? null;
    if (value === null) continue;
    if (average === null) {
      seeded += 1;
      seedSum += value;
      if (seeded < period) continue;
      average = seedSum / period;
    } else {
      average = value * weight + average * (1 - weight);
    }
    averages[index] = average;
  }
  return averages;
}
