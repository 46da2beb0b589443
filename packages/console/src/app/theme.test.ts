import { describe, expect, it } from 'vitest';
import { CONSOLE_THEME, consoleTheme } from './theme';

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
});
