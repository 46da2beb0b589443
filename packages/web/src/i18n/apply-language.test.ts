import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, currentLanguage, i18n, wholeCatalog } from '.';
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

  it('at launch waits for the first part of the catalog alone; the pages wait for the whole', async () => {
    i18n.removeResourceBundle('tr', 'translation');

    await applyLanguage('tr', { firstTextsOnly: true });
    expect(currentLanguage()).toBe('tr');
    expect(i18n.t('home.service')).toBe(ALL_CATALOGS.tr.home.service);

    await wholeCatalog();
    expect(i18n.t('recharge.method')).toBe(ALL_CATALOGS.tr.recharge.method);
    expect(i18n.t('auth.login')).toBe(ALL_CATALOGS.tr.auth.login);
  });

  it('switches back to a language already fetched', async () => {
    await applyLanguage('zh-HK');
    await applyLanguage('en-US');

    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('common.retry')).toBe(ALL_CATALOGS['en-US'].common.retry);
  });
});
