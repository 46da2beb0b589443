import { DEFAULT_THEME_COLOR } from './config-store';

/** What the app is drawn in: the palettes of app/global.css. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** What a member may choose on my/index: the system's setting (the default), or one theme always. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The attribute on <html> that names the theme drawn. antd-mobile's own dark palette is keyed on
 * this very attribute (`html[data-prefers-color-scheme='dark']`), so its controls and ours switch
 * together; global.css draws the app's palette from it.
 */
export const THEME_ATTRIBUTE = 'data-prefers-color-scheme';

/** The system setting, as CSS asks for it. */
export const DARK_SYSTEM_QUERY = '(prefers-color-scheme: dark)';

/**
 * The browser's bar (`<meta name="theme-color">`) in the dark theme: the dark page background
 * (global.css `--meridian-page-bg`), so the phone's status bar is not a bright stripe over a
 * dark page. In the light theme it is the brand colour, as before.
 */
export const DARK_BAR_COLOUR = '#0e0f17';

/** The CSS variable of the brand colour: the operator's theme colour, of which the dark theme derives its own. */
const BRAND_VARIABLE = '--meridian-brand';

export function themeOf(choice: ThemeChoice, system: Theme): Theme {
  return choice === 'system' ? system : choice;
}

/** The system's setting now; light where the browser cannot say (and in the build's render). */
export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SYSTEM_QUERY).matches ? 'dark' : 'light';
}

function paintBrowserBar(): void {
  const root = document.documentElement;
  const colour = root.getAttribute(THEME_ATTRIBUTE) === 'dark' ? DARK_BAR_COLOUR : root.style.getPropertyValue(BRAND_VARIABLE) || DEFAULT_THEME_COLOR;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
}

/** Draws the app in `theme`: the attribute global.css and antd-mobile read, and the browser's bar. */
export function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  paintBrowserBar();
}

/** The operator's theme colour (company configuration) as the brand colour of both themes. */
export function applyBrandColour(colour: string): void {
  document.documentElement.style.setProperty(BRAND_VARIABLE, colour);
  paintBrowserBar();
}
