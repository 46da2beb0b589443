import { PullToRefresh, SearchBar, Tabs } from 'antd-mobile';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { ROUTE, href } from '../../../config/routes';
import { useOpenCurrencyList } from '../api/get-open-currency-list';
import { CurrencyRow } from '../components/currency-row';
import { PriceAlertsEntry } from '../components/price-alerts-entry';
import { SortControl } from '../components/sort-control';
import { useFavourites } from '../hooks/use-favourites';
import { useLiveCurrencyList } from '../hooks/use-live-currency-list';
import { selectRows, type MarketSort, type MarketTab } from '../lib/select-rows';
import styles from './market-page.module.css';

/** market/market (tab 1): every open currency, live, with search, order and favourites. */
export function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useOpenCurrencyList();
  const live = useLiveCurrencyList(list.data);
  const { favourites, toggle } = useFavourites();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MarketSort>('change-desc');
  const [tab, setTab] = useState<MarketTab>('all');

  const selected = useMemo(
    () => (live.rows === undefined ? undefined : selectRows(live.rows, { search, sort, tab, favourites })),
    [live.rows, search, sort, tab, favourites],
  );
  // The list is drawn from a deferred copy: its rows render in slices after the urgent update (the
  // data's arrival, a price push, a tap on the order or a letter typed), not in one long task that
  // would hold the tap's feedback back (issue 21).
  const rows = useDeferredValue(selected);
  const open = useCallback(
    (allname: string) => {
      void navigate(href(ROUTE.kline, { symbol: allname }));
    },
    [navigate],
  );

  return (
    <Page title={t('titles.market')} back={false} flush right={<PriceAlertsEntry />}>
      <div className={styles.toolbar}>
        <SearchBar
          className={styles.search}
          placeholder={t('market.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          aria-label={t('market.search')}
        />
        <div className={styles.filters}>
          <Tabs
            className={styles.tabs}
            activeKey={tab}
            onChange={(key) => {
              setTab(key === 'favourites' ? 'favourites' : 'all');
            }}
          >
            <Tabs.Tab key="all" title={t('market.all')} />
            <Tabs.Tab key="favourites" title={t('market.favourites')} />
          </Tabs>
          <SortControl value={sort} onChange={setSort} />
        </div>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await list.refetch();
        }}
        pullingText={t('market.pullToRefresh')}
        canReleaseText={t('market.releaseToRefresh')}
        refreshingText={t('market.refreshing')}
        completeText={t('market.refreshed')}
      >
        <div className={styles.content}>
          {rows === undefined ? (
            <Card>
              <QueryState
                isError={list.isError}
                rows={6}
                onRetry={() => {
                  void list.refetch();
                }}
              />
            </Card>
          ) : (
            <Card flush>
              <div className={styles.header} aria-hidden="true">
                <span>{t('market.pair')}</span>
                <span className={styles.headerPrice}>{t('market.price')}</span>
                <span className={styles.headerChange}>{t('market.change')}</span>
              </div>
              {rows.length === 0 ? (
                <p className={styles.empty}>{search.trim() !== '' ? t('market.noResults') : tab === 'favourites' ? t('market.noFavourites') : t('market.noCurrencies')}</p>
              ) : (
                <ul className={styles.list} aria-label={t('titles.market')}>
                  {rows.map((row) => (
                    <CurrencyRow
                      key={row.id}
                      row={row}
                      favourite={favourites.has(row.allname)}
                      flash={live.flashOf(row.allname)}
                      onOpen={open}
                      onToggleFavourite={toggle}
                    />
                  ))}
                </ul>
              )}
            </Card>
          )}
        </div>
      </PullToRefresh>
    </Page>
  );
}
