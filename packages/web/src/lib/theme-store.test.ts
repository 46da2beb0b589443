import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../testing/reset-stores';
import { STORAGE_KEY, storageName } from './storage';
import { applyBrandColour, DARK_BAR_COLOUR, THEME_ATTRIBUTE } from './theme';
import { followTheme, useThemeChoice } from './theme-store';

/** A system whose colour-scheme setting the test turns, as a phone does at sunset. */
function fakeSystem(isDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return isDark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === '(prefers-color-scheme: dark)' ? media : { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  return {
    turn(dark: boolean) {
      isDark = dark;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

const drawn = () => document.documentElement.getAttribute(THEME_ATTRIBUTE);
const bar = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

let stop: () => void = () => undefined;

beforeEach(() => {
  resetStores();
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  document.head.append(meta);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="theme-color"]')?.remove();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
  document.documentElement.style.removeProperty('--meridian-brand');
});

describe('the theme', () => {
  it('follows the system by default, and turns with it', () => {
    const system = fakeSystem(true);
    stop = followTheme();
    expect(drawn()).toBe('dark');
    expect(bar()).toBe(DARK_BAR_COLOUR);
    act(() => {
      system.turn(false);
    });
    expect(drawn()).toBe('light');
    expect(bar()).toBe('#0301c5');
  });

  it('keeps a member’s choice whatever the system does, and remembers it on the device', () => {
    const system = fakeSystem(false);
    stop = followTheme();
    act(() => {
      useThemeChoice.getState().choose('dark');
    });
    expect(drawn()).toBe('dark');
    act(() => {
      system.turn(true);
      system.turn(false);
    });
    expect(drawn()).toBe('dark');
    // As the first paint's script reads it: a plain item, never expiring.
    expect(JSON.parse(localStorage.getItem(storageName(STORAGE_KEY.theme)) ?? 'null')).toEqual({ value: 'dark', expiresAt: null });
    act(() => {
      useThemeChoice.getState().choose('system');
    });
    expect(drawn()).toBe('light');
  });

  it('starts the next visit with the stored choice, and with the system’s setting for a hand-edited one', async () => {
    fakeSystem(false);
    useThemeChoice.getState().choose('dark');
    vi.resetModules();
    expect((await import('./theme-store')).useThemeChoice.getState().choice).toBe('dark');
    localStorage.setItem(storageName(STORAGE_KEY.theme), JSON.stringify({ value: 'purple', expiresAt: null }));
    vi.resetModules();
    expect((await import('./theme-store')).useThemeChoice.getState().choice).toBe('system');
  });

  it('stops following once stopped', () => {
    const system = fakeSystem(false);
    stop = followTheme();
    stop();
    expect(system.listening()).toBe(0);
    act(() => {
      useThemeChoice.getState().choose('dark');
    });
    expect(drawn()).toBe('light');
  });

  it('paints the browser’s bar in the operator’s colour in the light theme only', () => {
    fakeSystem(false);
    stop = followTheme();
    applyBrandColour('#e5484d');
    expect(bar()).toBe('#e5484d');
    act(() => {
      useThemeChoice.getState().choose('dark');
    });
    expect(bar()).toBe(DARK_BAR_COLOUR);
    applyBrandColour('#0b5394');
    expect(bar()).toBe(DARK_BAR_COLOUR);
    expect(document.documentElement.style.getPropertyValue('--meridian-brand')).toBe('#0b5394');
  });
});
