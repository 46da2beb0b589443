import { describe, expect, it } from 'vitest';
import { bollingerBands } from './bollinger-bands';
import { movingAverageConvergenceDivergence } from './macd';
import { exponentialMovingAverage, simpleMovingAverage, type IndicatorValues } from './moving-average';
import { relativeStrengthIndex } from './relative-strength-index';

/**
 * Every expected number below is published by someone else, not computed by us:
 * - StockCharts ChartSchool's worked examples (the spreadsheets beside each article):
 *   "Moving Averages - Simple and Exponential" (cs-movavg.xls, 10-day SMA and EMA, shown to 2 decimals),
 *   "Bollinger Bands" (cs-bbands.xls, 20-day, 2 deviations) and "Relative Strength Index (RSI)"
 *   (cs-rsi.xls, 14-day), https://chartschool.stockcharts.com/table-of-contents/technical-indicators-and-overlays
 * - TA-Lib's regression test of MACD (ta_regtest/ta_test_func/test_macd.c: MACD 12, 26, 9 on the 252 daily
 *   closes of ta_regtest/test_data.c, first value at index 33: MACD -1.9738, signal -2.7071).
 */

/** Asserts `actual` is null where `expected` is, and within `tolerance` of it elsewhere. */
function expectValues(actual: IndicatorValues, expected: readonly (number | null)[], tolerance: number): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    const got = actual[index] ?? null;
    if (value === null) expect(got, `index ${index}`).toBeNull();
    else expect(Math.abs((got ?? Number.NaN) - value), `index ${index}: ${got} against ${value}`).toBeLessThanOrEqual(tolerance);
  });
}

const nulls = (count: number): null[] => Array.from({ length: count }, () => null);

/** cs-movavg.xls: Intel's closes. */
const MOVING_AVERAGE_CLOSES = [
  22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38, 22.61, 23.36, 24.05, 23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65,
  23.19, 23.1, 23.33, 22.68, 23.1, 22.4, 22.17,
];
/** Its 10-day SMA column (copies round its half cents either way: compared to the cent). */
const PUBLISHED_SMA_10 = [
  ...nulls(9),
  22.22, 22.21, 22.23, 22.26, 22.31, 22.42, 22.61, 22.77, 22.91, 23.08, 23.21, 23.38, 23.53, 23.65, 23.71, 23.69, 23.61, 23.51, 23.43, 23.28, 23.13,
];
/** Its 10-day EMA column. Copies of the spreadsheet round its half cents either way (23.53 or 23.54): compared to the cent. */
const PUBLISHED_EMA_10 = [
  ...nulls(9),
  22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.54, 23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92,
];

/** cs-bbands.xls: SPY's closes, and its middle, upper and lower band columns. */
const BOLLINGER_CLOSES = [
  86.1557, 89.0867, 88.7829, 90.3228, 89.0671, 91.1453, 89.4397, 89.175, 86.9302, 87.6752, 86.9596, 89.4299, 89.3221, 88.7241, 87.4497, 87.2634, 89.4985, 87.9006,
  89.126, 90.7043, 92.9001, 92.9784, 91.8021, 92.6647, 92.6843, 92.3021, 92.7725, 92.5373, 92.949, 93.2039, 91.0669, 89.8318, 89.7435, 90.3994, 90.7387, 88.0177,
  88.0867, 88.8439, 90.7781, 90.5416, 91.3894, 90.65,
];
const PUBLISHED_BOLLINGER_MIDDLE = [
  ...nulls(19),
  88.70794, 89.04516, 89.239745, 89.390705, 89.5078, 89.68866, 89.7465, 89.91314, 90.081255, 90.382195, 90.65863, 90.863995, 90.88409, 90.90516, 90.988925, 91.153375,
  91.19109, 91.1205, 91.167665, 91.25027, 91.242135, 91.1666, 91.05018,
];
const PUBLISHED_BOLLINGER_UPPER = [
  ...nulls(19),
  91.291862, 91.949268, 92.612595, 92.9342, 93.31195, 93.72845, 93.899592, 94.266255, 94.565096, 94.786912, 95.043001, 94.907605, 94.902912, 94.89532, 94.861013,
  94.673629, 94.556593, 94.678752, 94.575786, 94.534271, 94.532306, 94.369251, 94.148503,
];
const PUBLISHED_BOLLINGER_LOWER = [
  ...nulls(19),
  86.124018, 86.141052, 85.866895, 85.84721, 85.70365, 85.64887, 85.593408, 85.560025, 85.597414, 85.977478, 86.274259, 86.820385, 86.865268, 86.915, 87.116837,
  87.633121, 87.825587, 87.562248, 87.759544, 87.966269, 87.951964, 87.963949, 87.951857,
];

/** cs-rsi.xls: QQQQ's closes and its 14-day RSI column. */
const RSI_CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116,
  46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];
const PUBLISHED_RSI_14 = [
  ...nulls(14),
  70.5328, 66.3186, 66.5498, 69.4063, 66.3552, 57.9749, 62.9296, 63.2571, 56.0593, 62.3771, 54.7076, 50.4228, 39.9898, 41.4605, 41.8689, 45.4632, 37.304, 33.0795,
  37.773,
];

/** TA-Lib's regression data: TA_SREF_close_daily_ref_0_PRIV, 252 daily closes. */
const TA_LIB_CLOSES = [
  91.5, 94.815, 94.375, 95.095, 93.78, 94.625, 92.53, 92.75, 90.315, 92.47, 96.125, 97.25, 98.5, 89.875, 91, 92.815, 89.155, 89.345, 91.625, 89.875, 88.375, 87.625,
  84.78, 83, 83.5, 81.375, 84.44, 89.25, 86.375, 86.25, 85.25, 87.125, 85.815, 88.97, 88.47, 86.875, 86.815, 84.875, 84.19, 83.875, 83.375, 85.5, 89.19, 89.44,
  91.095, 90.75, 91.44, 89, 91, 90.5, 89.03, 88.815, 84.28, 83.5, 82.69, 84.75, 85.655, 86.19, 88.94, 89.28, 88.625, 88.5, 91.97, 91.5, 93.25, 93.5, 93.155, 91.72,
  90, 89.69, 88.875, 85.19, 83.375, 84.875, 85.94, 97.25, 99.875, 104.94, 106, 102.5, 102.405, 104.595, 106.125, 106, 106.065, 104.625, 108.625, 109.315, 110.5,
  112.75, 123, 119.625, 118.75, 119.25, 117.94, 116.44, 115.19, 111.875, 110.595, 118.125, 116, 116, 112, 113.75, 112.94, 116, 120.5, 116.62, 117, 115.25, 114.31,
  115.5, 115.87, 120.69, 120.19, 120.75, 124.75, 123.37, 122.94, 122.56, 123.12, 122.56, 124.62, 129.25, 131, 132.25, 131, 132.81, 134, 137.38, 137.81, 137.88,
  137.25, 136.31, 136.25, 134.63, 128.25, 129, 123.87, 124.81, 123, 126.25, 128.38, 125.37, 125.69, 122.25, 119.37, 118.5, 123.19, 123.5, 122.19, 119.31, 123.31,
  121.12, 123.37, 127.37, 128.5, 123.87, 122.94, 121.75, 124.44, 122, 122.37, 122.94, 124, 123.19, 124.56, 127.25, 125.87, 128.86, 132, 130.75, 134.75, 135,
  132.38, 133.31, 131.94, 130, 125.37, 130.13, 127.12, 125.19, 122, 125, 123, 123.5, 120.06, 121, 117.75, 119.87, 122, 119.19, 116.37, 113.5, 114.25, 110, 105.06,
  107, 107.87, 107, 107.12, 107, 91, 93.94, 93.87, 95.5, 93, 94.94, 98.25, 96.75, 94.81, 94.37, 91.56, 90.25, 93.94, 93.62, 97, 95, 95.87, 94.06, 94.62, 93.75, 98,
  103.94, 107.87, 106.06, 104.5, 105, 104.19, 103.06, 103.42, 105.27, 111.87, 116, 116.62, 118.28, 113.37, 109, 109.7, 109.25, 107, 109.19, 110, 109.2, 110.12,
  108, 108.62, 109.75, 109.81, 109, 108.75, 107.87,
];

describe('moving averages', () => {
  it('give StockCharts’ published 10-day simple average, and nothing before a full period', () => {
    expectValues(simpleMovingAverage(MOVING_AVERAGE_CLOSES, 10), PUBLISHED_SMA_10, 0.01);
  });

  it('give StockCharts’ published 10-day exponential average, seeded with the simple one', () => {
    const averages = exponentialMovingAverage(MOVING_AVERAGE_CLOSES, 10);
    expectValues(averages, PUBLISHED_EMA_10, 0.01);
    expect(averages[9]).toBe(simpleMovingAverage(MOVING_AVERAGE_CLOSES, 10)[9]);
  });

  it('start an exponential average where asked, counting nothing before it', () => {
    const later = exponentialMovingAverage([100, 100, 1, 2, 3], 2, 2);
    expectValues(later, [null, null, null, 1.5, 2.5], 1e-12);
  });
});

describe('Bollinger bands (20, 2)', () => {
  it('give StockCharts’ published middle, upper and lower bands (population deviation)', () => {
    const bands = bollingerBands(BOLLINGER_CLOSES, 20, 2);
    expectValues(bands.middle, PUBLISHED_BOLLINGER_MIDDLE, 1e-5);
    expectValues(bands.upper, PUBLISHED_BOLLINGER_UPPER, 1e-5);
    expectValues(bands.lower, PUBLISHED_BOLLINGER_LOWER, 1e-5);
  });
});

describe('RSI (14)', () => {
  it('gives StockCharts’ published values, with Wilder’s seeding and smoothing', () => {
    expectValues(relativeStrengthIndex(RSI_CLOSES, 14), PUBLISHED_RSI_14, 1e-3);
  });

  it('is 100 when nothing fell and 50 when nothing moved', () => {
    expect(relativeStrengthIndex([1, 2, 3, 4], 3).at(-1)).toBe(100);
    expect(relativeStrengthIndex([5, 5, 5, 5], 3).at(-1)).toBe(50);
  });
});

describe('MACD (12, 26, 9)', () => {
  it('gives TA-Lib’s published first MACD, signal and histogram, on candle 34', () => {
    const { macd, signal, histogram } = movingAverageConvergenceDivergence(TA_LIB_CLOSES, 12, 26, 9);
    expect(TA_LIB_CLOSES).toHaveLength(252);
    expect(macd.findIndex((value) => value !== null)).toBe(25);
    expect(signal.findIndex((value) => value !== null)).toBe(33);
    expect(histogram.findIndex((value) => value !== null)).toBe(33);
    expect(macd[33]).toBeCloseTo(-1.9738, 4);
    expect(signal[33]).toBeCloseTo(-2.7071, 4);
    expect(histogram[33]).toBeCloseTo(-1.9738 - -2.7071, 4);
  });

  it('is the fast less the slow exponential average once both have started', () => {
    const { macd } = movingAverageConvergenceDivergence(TA_LIB_CLOSES, 12, 26, 9);
    const fast = exponentialMovingAverage(TA_LIB_CLOSES, 12);
    const slow = exponentialMovingAverage(TA_LIB_CLOSES, 26);
    // Long after the start the seeding no longer shows.
    expect(macd[251]).toBeCloseTo((fast[251] ?? 0) - (slow[251] ?? 0), 9);
  });
});
