import { theme, type ThemeConfig } from 'antd';
import type { ColourScheme } from '../lib/colour-scheme';

/**
 * antd's defaults with the colours that fall short of WCAG AA contrast (4.5:1 for text) made darker:
 * the primary blue (#1677ff, 4.1:1 on white), the error red of danger buttons (#ff4d4f, 3.3:1) and
 * the description grey of hints, statistics' titles and empty states (45 % black, 3.4:1).
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  },
};

/**
 * antd's dark algorithm (issue 40), with the same care for contrast on its dark surfaces: a
 * primary blue and an error red light enough to read as text and links (6:1 and more on #141414),
 * which then carry black text when they fill a button, the description grey at 65 % white, and
 * the sider's selected page in white.
 */
export const DARK_CONSOLE_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#4c9bff',
    colorLink: '#4c9bff',
    colorError: '#ff7875',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  },
  components: {
    Button: { primaryColor: '#000', dangerColor: '#000' },
    // The sider's page in view: white on a deep blue (the primary on its own tint read at 3.9:1).
    Menu: { itemSelectedColor: '#ffffff', itemSelectedBg: '#1d3a63' },
  },
};

/** The same for an operator who asked their system for less motion: antd then animates nothing. */
const still = (config: ThemeConfig): ThemeConfig => ({ ...config, token: { ...config.token, motion: false } });

const THEMES: Readonly<Record<ColourScheme, { moving: ThemeConfig; still: ThemeConfig }>> = {
  light: { moving: CONSOLE_THEME, still: still(CONSOLE_THEME) },
  dark: { moving: DARK_CONSOLE_THEME, still: still(DARK_CONSOLE_THEME) },
};

/**
 * The console's theme in `scheme`. With `prefers-reduced-motion: reduce`, dialogs, menus, drawers
 * and messages appear and go at once instead of zooming and sliding (WCAG 2.3.3). One object each,
 * so that a render does not make antd work its tokens out again.
 */
export function consoleTheme(lessMotion: boolean, scheme: ColourScheme = 'light'): ThemeConfig {
  const themes = THEMES[scheme];
  return lessMotion ? themes.still : themes.moving;
}
