import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLOR, useConfig } from '../lib/config-store';
import { Providers } from './providers';

const APP_CONFIG = { version: '1.0.0', themeColor: '#0301c5', recordTabEnabled: false, appDownloadUrl: '' };
const COMPANY = { companyName: 'Meridian', currency: 'USDT', logo: '', currencyBlankedFor: '' };

const primary = () => document.documentElement.style.getPropertyValue('--meridian-brand');

describe('the theme colour', () => {
  it.each([
    ['#E5484D', '#e5484d'],
    // What the console saved before the server checked it: the same colour, not a reason to stay blue.
    ['rgb(229, 72, 77)', '#e5484d'],
    ['banana', DEFAULT_THEME_COLOR],
  ])('applies the saved %j as %j', (themeColor, applied) => {
    render(<Providers queryClient={new QueryClient()}>{null}</Providers>);
    act(() => {
      useConfig.getState().setAppAndCompany({ ...APP_CONFIG, themeColor }, COMPANY);
    });
    expect(primary()).toBe(applied);
  });
});
