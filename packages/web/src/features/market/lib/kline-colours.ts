import type { Theme } from '../../../lib/theme';

/** The chart in the app's colours: the theme blue, and the market list's rise and fall colours. */
export const KLINE_COLOURS = {
  theme: '#0301c5',
  up: '#0e9f6e',
  down: '#e53935',
  upVolume: 'rgba(14, 159, 110, 0.35)',
  downVolume: 'rgba(229, 57, 53, 0.35)',
  background: '#ffffff',
  text: '#5b5d75',
  grid: '#eef0f5',
  // Indicators (issue 40): each line its own colour, legible on the chart's background.
  ma7: '#e0a100',
  ma25: '#c2185b',
  ma99: '#7b1fa2',
  ema12: '#ef6c00',
  ema26: '#00838f',
  bollMiddle: '#8d6e63',
  bollBand: '#1e88e5',
  macdLine: '#1e88e5',
  macdSignal: '#ef6c00',
  macdUp: 'rgba(14, 159, 110, 0.6)',
  macdDown: 'rgba(229, 57, 53, 0.6)',
  rsi: '#7b1fa2',
  rsiBand: '#9a9cb0',
} as const;

export type KLineColours = Readonly<Record<keyof typeof KLINE_COLOURS, string>>;

/**
 * The same in the dark theme (issue 40): the chart on the dark surface (global.css
 * `--meridian-surface`), the dark theme's rise and fall colours, and each indicator's line lighter,
 * legible on it. Every name of the light palette has its dark colour here (the type asks for it).
 */
const DARK_KLINE_COLOURS: KLineColours = {
  theme: '#9a99e8',
  up: '#34c38f',
  down: '#ff7a7a',
  upVolume: 'rgba(52, 195, 143, 0.35)',
  downVolume: 'rgba(255, 122, 122, 0.35)',
  background: '#181926',
  text: '#b3b5c8',
  grid: '#24253a',
  ma7: '#f5c542',
  ma25: '#f06292',
  ma99: '#ba68c8',
  ema12: '#ffa726',
  ema26: '#4dd0e1',
  bollMiddle: '#bcaaa4',
  bollBand: '#64b5f6',
  macdLine: '#64b5f6',
  macdSignal: '#ffa726',
  macdUp: 'rgba(52, 195, 143, 0.6)',
  macdDown: 'rgba(255, 122, 122, 0.6)',
  rsi: '#ba68c8',
  rsiBand: '#6e7088',
};

/**
 * The chart's colours in `theme`. lightweight-charts takes colours as values, not CSS variables,
 * so the chart asks again when the theme changes (lib/theme-store.ts useTheme).
 */
export function klineColours(theme: Theme): KLineColours {
  return theme === 'dark' ? DARK_KLINE_COLOURS : KLINE_COLOURS;
}
