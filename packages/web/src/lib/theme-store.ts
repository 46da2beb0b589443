import { z } from 'zod/mini';
import { create } from 'zustand';
import { getItem, setItem, STORAGE_KEY } from './storage';
import { applyTheme, DARK_SYSTEM_QUERY, systemTheme, THEME_CHOICES, themeOf, type Theme, type ThemeChoice } from './theme';

interface ThemeState {
  /** The member's choice, kept on this device without a lifetime. */
  choice: ThemeChoice;
  /** The system's setting, followed while the choice is `system`. */
  system: Theme;
  choose: (choice: ThemeChoice) => void;
}

const ZThemeChoice = z.enum(THEME_CHOICES);

/** The stored choice, else `system`: the first paint's script decided with the same value. */
function storedThemeChoice(): ThemeChoice {
  return getItem(STORAGE_KEY.theme, ZThemeChoice) ?? 'system';
}

/**
 * The theme choice. Stored as a plain item, not a zustand `persist` entry: the first paint's inline
 * script reads it before any module runs (`{value: 'dark'}`), so its shape stays that simple.
 */
export const useThemeChoice = create<ThemeState>()((set) => ({
  choice: storedThemeChoice(),
  system: systemTheme(),
  choose: (choice) => {
    setItem(STORAGE_KEY.theme, choice, null);
    set({ choice });
  },
}));

/** The theme the app is drawn in now. */
export function useTheme(): Theme {
  return useThemeChoice((state) => themeOf(state.choice, state.system));
}

/**
 * Keeps <html> in the theme of the choice and the system's setting, from now on (main.tsx). The
 * first paint's script set it already; this takes over for changes: the member's choice, or the
 * system turning dark at sunset.
 */
export function followTheme(): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SYSTEM_QUERY) : null;
  const onSystemChange = () => {
    useThemeChoice.setState({ system: systemTheme() });
  };
  const apply = ({ choice, system }: ThemeState) => {
    applyTheme(themeOf(choice, system));
  };
  // The system may have turned since the store was made.
  onSystemChange();
  apply(useThemeChoice.getState());
  media?.addEventListener('change', onSystemChange);
  const unsubscribe = useThemeChoice.subscribe(apply);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    unsubscribe();
  };
}
