import type { AppLanguage } from '@meridian/protocol';
import enUS from 'antd-mobile/es/locales/en-US';
import { fetchedAntdLocale, i18n, type AntdLocale } from '.';

/**
 * antd-mobile's texts in the app language. Every text a member reads or hears from the components
 * the app uses (dialog buttons, pull to refresh, list ends, empty and error blocks, screen-reader
 * names) comes from our catalogs, so it reads like the rest of the app and exists in Ukrainian too,
 * which antd-mobile lacks.
 */
export function antdLocale(language: AppLanguage): AntdLocale {
  const t = i18n.getFixedT(language);
  // The library's own locale comes with the catalog (index.ts); English until then, and for Ukrainian.
  const base = fetchedAntdLocale(language) ?? enUS;
  const failed = { title: t('common.loadFailed'), description: t('common.loadFailedHint') };
  return {
    ...base,
    common: { confirm: t('common.confirm'), cancel: t('common.cancel'), loading: t('common.loading'), close: t('antd.close') },
    Dialog: { ok: t('antd.ok') },
    Modal: { ok: t('antd.ok') },
    ErrorBlock: {
      default: failed,
      busy: failed,
      disconnected: { title: t('common.networkError'), description: t('common.loadFailedHint') },
      empty: { title: t('antd.nothingHere'), description: '' },
    },
    InfiniteScroll: { noMore: t('list.noMore'), failedToLoad: t('common.loadFailed'), retry: t('common.retry') },
    Input: { clear: t('antd.clear') },
    Mask: { name: t('antd.overlay') },
    NumberKeyboard: { backspace: t('antd.backspace') },
    PasscodeInput: { name: t('antd.passcode') },
    PullToRefresh: { pulling: t('antd.pullToRefresh'), canRelease: t('antd.releaseToRefresh'), complete: t('antd.refreshed') },
    SearchBar: { name: t('antd.search') },
    Selector: { name: t('antd.options') },
    Switch: { name: t('antd.switch') },
  };
}
