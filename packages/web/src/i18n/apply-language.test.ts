import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, currentLanguage, i18n } from '.';
import { ALL_CATALOGS } from './all-catalogs';

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('applyLanguage', () => {
  it('fetches a catalog the app does not have yet, then shows the app in it', async () => {
    // The app starts with one catalog only (main.tsx); the test setup gave it all six.
    i18n.removeResourceBundle('es', 'translation');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);

    await applyLanguage('es');

    expect(i18n.hasResourceBundle('es', 'translation')).toBe(true);
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common.retry')).toBe(ALL_CATALOGS.es.common.retry);
    expect(i18n.t('common.retry')).not.toBe(ALL_CATALOGS['en-US'].common.retry);
  });

  it('switches back to a language already fetched', async () => {
    await applyLanguage('zh-HK');
    await applyLanguage('en-US');

    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('common.retry')).toBe(ALL_CATALOGS['en-US'].common.retry);
  });
});
