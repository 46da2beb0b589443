import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { themeColorHex } from '@meridian/protocol';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/antd-locale';
import { currentLanguage } from '../i18n';
import { endFirstPaintRender } from '../lib/hydration';
import { DEFAULT_THEME_COLOR, useConfig } from '../lib/config-store';
import { applyBrandColour } from '../lib/theme';

/**
 * The theme colour of the company configuration, applied to every antd-mobile control (the dark
 * theme draws a lighter tint of it: app/global.css). Read as the server reads it (`rgb(…)` or
 * `#RGB` a console saved before the server checked it is the same colour), so a saved colour is
 * never silently ignored.
 */
function useThemeColor(): void {
  const themeColor = useConfig((state) => state.appConfig?.themeColor);
  useEffect(() => {
    const color = (themeColor === undefined ? null : themeColorHex(themeColor)) ?? DEFAULT_THEME_COLOR;
    applyBrandColour(color);
  }, [themeColor]);
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Re-renders on a language change, so antd-mobile's own texts switch with the app's.
  useTranslation();
  useThemeColor();
  // The outermost effect: it runs once everything inside has mounted (lib/hydration.ts).
  useEffect(endFirstPaintRender, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(currentLanguage())}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}
