import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { CONSOLE_THEME, consoleTheme, DARK_CONSOLE_THEME } from './theme';

describe('the console theme', () => {
  it('animates as antd does for an operator who did not ask for less motion', () => {
    expect(consoleTheme(false)).toBe(CONSOLE_THEME);
    expect(consoleTheme(false).token?.motion).toBeUndefined();
  });

  it('turns antd’s motion off for one who did, keeping the contrast colours', () => {
    const still = consoleTheme(true);
    expect(still.token?.motion).toBe(false);
    expect(still.token?.colorPrimary).toBe(CONSOLE_THEME.token?.colorPrimary);
    // One object, so that a render does not make antd work its tokens out again.
    expect(consoleTheme(true)).toBe(still);
  });

  it('draws the dark scheme with antd’s dark algorithm, moving or still', () => {
    expect(consoleTheme(false, 'dark')).toBe(DARK_CONSOLE_THEME);
    expect(consoleTheme(false, 'dark').algorithm).toBe(theme.darkAlgorithm);
    expect(consoleTheme(true, 'dark').algorithm).toBe(theme.darkAlgorithm);
    expect(consoleTheme(true, 'dark').token?.motion).toBe(false);
    expect(consoleTheme(true, 'dark')).toBe(consoleTheme(true, 'dark'));
    expect(consoleTheme(false, 'light').algorithm).toBeUndefined();
  });

  it('gives the dark scheme text colours that read on its surfaces, and dark text on its filled buttons', () => {
    const token = theme.getDesignToken(DARK_CONSOLE_THEME);
    expect(contrast(token.colorPrimary, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorLink, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorError, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#000000', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#000000', token.colorError)).toBeGreaterThanOrEqual(4.5);
  });
});

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
