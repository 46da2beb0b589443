import { APP_LANGUAGES } from '@meridian/protocol';
import enUS from 'antd-mobile/es/locales/en-US';
import { describe, expect, it } from 'vitest';
import { ALL_CATALOGS } from './all-catalogs';
import { antdLocale } from './antd-locale';
import { applyLanguage } from '.';

/** The antd-mobile texts the app's components show or read out. */
function shownTexts(locale: typeof enUS): string[] {
  return [
    locale.common.confirm,
    locale.common.cancel,
    locale.common.close,
    locale.Dialog.ok,
    locale.Modal.ok,
    locale.InfiniteScroll.noMore,
    locale.InfiniteScroll.failedToLoad,
    locale.InfiniteScroll.retry,
    locale.PullToRefresh.pulling,
    locale.PullToRefresh.canRelease,
    locale.PullToRefresh.complete,
    locale.ErrorBlock.empty.title,
    locale.Input.clear,
    locale.SearchBar.name,
    locale.Mask.name,
    locale.PasscodeInput.name,
  ];
}

describe('antdLocale', () => {
  it.each(APP_LANGUAGES.filter((language) => language !== 'en-US'))('leaves no English library text in %s', (language) => {
    const english = new Set(shownTexts(enUS));
    expect(shownTexts(antdLocale(language)).filter((text) => english.has(text))).toEqual([]);
  });

  it("builds on antd-mobile's own locale of the language, fetched with its catalog, and on English for Ukrainian", async () => {
    await applyLanguage('es');
    expect(antdLocale('es').locale).toBe('es');
    await applyLanguage('uk');
    expect(antdLocale('uk').locale).toBe(enUS.locale);
    await applyLanguage('en-US');
  });

  it('speaks Ukrainian, which antd-mobile has no locale for', () => {
    const locale = antdLocale('uk');
    expect(locale.Dialog.ok).toBe(ALL_CATALOGS.uk.antd.ok);
    expect(locale.PullToRefresh.complete).toBe('Оновлено');
    expect(locale.ErrorBlock.empty.description).toBe('');
  });
});
