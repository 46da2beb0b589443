import type { ThemeConfig } from 'antd';

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

/** The same for an operator who asked their system for less motion: antd then animates nothing. */
const STILL_THEME: ThemeConfig = { ...CONSOLE_THEME, token: { ...CONSOLE_THEME.token, motion: false } };

/**
 * The console's theme. With `prefers-reduced-motion: reduce`, dialogs, menus, drawers and messages
 * appear and go at once instead of zooming and sliding (WCAG 2.3.3). One object each, so that a
 * render does not make antd work its tokens out again.
 */
export function consoleTheme(lessMotion: boolean): ThemeConfig {
  return lessMotion ? STILL_THEME : CONSOLE_THEME;
}
