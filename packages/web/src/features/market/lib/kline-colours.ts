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
} as const;
