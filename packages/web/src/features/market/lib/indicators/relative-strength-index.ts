import type { IndicatorValues } from './moving-average';

/**
 * Wilder's relative strength index: average gains and losses seeded with the simple average of
 * the first `period` changes, then smoothed by 1 / period (Wilder's smoothing, as StockCharts and
 * TA-Lib compute it). 100 when nothing fell; 50 when nothing moved at all.
 */
export function relativeStrengthIndex(values: readonly number[], period: number): IndicatorValues {
  const strengths: IndicatorValues = values.map(() => null);
  let gains = 0;
  let losses = 0;
  for (let index = 1; index < values.length; index += 1) {
    const change = (values[index] ?? 0) - (values[index - 1] ?? 0);
    const gain = Math.max(change, 0);
    const loss = Math.max(-change, 0);
    if (index <= period) {
      gains += gain / period;
      losses += loss / period;
      if (index < period) continue;
    } else {
      gains = (gains * (period - 1) + gain) / period;
      losses = (losses * (period - 1) + loss) / period;
    }
    strengths[index] = losses === 0 ? (gains === 0 ? 50 : 100) : 100 - 100 / (1 + gains / losses);
  }
  return strengths;
}
