/**
 * The indicators a member can put on the K-line chart, in the order the chips show them, with the
 * standard parameters every exchange app uses. This module is on the page from the start (the
 * chips need it); the maths and their drawing load when a member first chooses one.
 */
export const KLINE_INDICATORS = ['ma', 'ema', 'boll', 'vol', 'macd', 'rsi'] as const;
export type KLineIndicator = (typeof KLINE_INDICATORS)[number];

/** What a member who never chose sees: the volume bars, as before indicators existed. */
export const DEFAULT_INDICATORS: readonly KLineIndicator[] = ['vol'];

export const INDICATOR_PARAMS = {
  maPeriods: [7, 25, 99],
  emaPeriods: [12, 26],
  boll: { period: 20, width: 2 },
  macd: { fast: 12, slow: 26, signal: 9 },
  rsi: { period: 14 },
} as const;

/** The symbols on the chips and lines: written the same in every language, as on every exchange. */
export const INDICATOR_SYMBOLS: Readonly<Record<KLineIndicator, string>> = { ma: 'MA', ema: 'EMA', boll: 'BOLL', vol: 'VOL', macd: 'MACD', rsi: 'RSI' };

/** Indicators in panes of their own under the prices, top to bottom. */
export const PANE_INDICATORS: readonly KLineIndicator[] = ['macd', 'rsi'];

/** Height in pixels each indicator pane adds to the chart. */
export const INDICATOR_PANE_HEIGHT = 110;

/** Whether the chart needs the indicator layer: for anything but volume, which it draws itself. */
export function needsIndicatorLayer(chosen: readonly KLineIndicator[]): boolean {
  return chosen.some((indicator) => indicator !== 'vol');
}

/** The chosen indicators after `indicator` is switched on or off, in the chips' order. */
export function toggledIndicators(chosen: readonly KLineIndicator[], indicator: KLineIndicator): KLineIndicator[] {
  const on = !chosen.includes(indicator);
  return KLINE_INDICATORS.filter((each) => (each === indicator ? on : chosen.includes(each)));
}
