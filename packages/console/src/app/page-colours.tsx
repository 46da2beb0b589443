import { theme } from 'antd';
import { useEffect } from 'react';
import type { ColourScheme } from '../lib/colour-scheme';

/**
 * The page itself in the theme's colours: antd paints its components, not <body>, which shows
 * around and below them (the sign-in page, a short list) and would stay white in the dark theme;
 * `color-scheme` draws the browser's own parts (scroll bars, date fields) to match.
 */
export function PageColours({ scheme }: { scheme: ColourScheme }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.style.colorScheme = scheme;
    // The page's own background too: index.html darkens it for a dark desk before this runs.
    document.documentElement.style.backgroundColor = token.colorBgLayout;
    document.body.style.backgroundColor = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [scheme, token.colorBgLayout, token.colorText]);
  return null;
}
