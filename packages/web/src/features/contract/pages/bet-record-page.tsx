import { ZContractOrderFilter, type TContractOrderFilter } from '@meridian/protocol';
import { PullToRefresh, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useContractOrders } from '../api/get-order-page';
import { ContractOrderList } from '../components/contract-order-list';
import tabStyles from '../../../components/sticky-tabs.module.css';
import styles from './contract-pages.module.css';

function filterFromQuery(value: string | null): TContractOrderFilter {
  const parsed = ZContractOrderFilter.safeParse(value);
  return parsed.success ? parsed.data : 'running';
}

/** my/bet_record (the record tab): the member's contracts, running or finished (`?tab=finished`). */
export function BetRecordPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params.get('tab'));
  return (
    <Page title={t('titles.betRecord')} back={false} flush>
      <div className={tabStyles.toolbar}>
        <Tabs
          className={tabStyles.tabs}
          activeKey={filter}
          onChange={(key) => {
            // Replace, not push: back leaves the page instead of walking through the tabs.
            setParams({ tab: filterFromQuery(key) }, { replace: true });
          }}
          aria-label={t('contract.recordTabs')}
        >
          <Tabs.Tab key="running" title={t('contract.tabs.running')} />
          <Tabs.Tab key="finished" title={t('contract.tabs.finished')} />
        </Tabs>
      </div>
      <OrdersOf key={filter} filter={filter} />
    </Page>
  );
}

function OrdersOf({ filter }: { filter: TContractOrderFilter }) {
  const { t } = useTranslation();
  const orders = useContractOrders(filter);
  return (
    <PullToRefresh
      onRefresh={async () => {
        await orders.refetch();
      }}
      pullingText={t('contract.pullToRefresh')}
      canReleaseText={t('contract.releaseToRefresh')}
      refreshingText={t('contract.refreshing')}
      completeText={t('contract.refreshed')}
    >
      <div className={styles.content}>
        <ContractOrderList
          orders={orders.data?.pages.flatMap((page) => page.list)}
          isError={orders.isError}
          hasMore={orders.hasNextPage}
          onRetry={() => {
            void orders.refetch();
          }}
          loadMore={async () => {
            const result = await orders.fetchNextPage();
            if (result.isError) throw result.error;
          }}
          emptyText={t(`contract.empty.${filter}`)}
        />
      </div>
    </PullToRefresh>
  );
}
