import type { TMiningOrderStatus } from '@meridian/protocol';
import { ErrorBlock, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { useSession } from '../../../lib/session-store';
import { useMiningOrders } from '../api/get-mining-orders';
import { MiningOrderItem, type MiningOrderView } from './mining-order-item';
import styles from './mining-order-list.module.css';

/** The member's machines (or purchases), newest first, loading more as the member scrolls. */
export function MiningOrderList({ status, view }: { status?: TMiningOrderStatus; view: MiningOrderView }) {
  const { t } = useTranslation();
  const timeZone = useSession((state) => state.user?.timeZone);
  const orders = useMiningOrders(status);
  const list = orders.data?.pages.flatMap((page) => page.list);

  if (list === undefined) {
    return (
      <Card>
        <QueryState
          isError={orders.isError}
          onRetry={() => {
            void orders.refetch();
          }}
        />
      </Card>
    );
  }
  if (list.length === 0) {
    return (
      <Card>
        <ErrorBlock status="empty" title={t('mining.noOrders')} description={t('mining.noOrdersHint')} />
      </Card>
    );
  }
  return (
    <>
      <Card flush>
        <ul className={styles.list}>
          {list.map((order) => (
            <MiningOrderItem key={order.orderNo} order={order} timeZone={timeZone} view={view} />
          ))}
        </ul>
      </Card>
      <InfiniteScroll
        hasMore={orders.hasNextPage}
        loadMore={async () => {
          const result = await orders.fetchNextPage();
          if (result.isError) throw result.error;
        }}
      >
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span>{t('mining.noMore')}</span>
          ) : failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              {t('mining.loadMoreFailed')}
            </button>
          ) : (
            <span>{t('common.loading')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
