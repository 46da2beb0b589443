import type { TContractOrder } from '@meridian/protocol';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { QueryState } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { ContractOrderRow } from './contract-order-row';
import styles from './contract-order-list.module.css';

interface ContractOrderListProps {
  orders: readonly TContractOrder[] | undefined;
  isError: boolean;
  hasMore: boolean;
  onRetry: () => void;
  /** Throws when the next page failed, so InfiniteScroll offers a retry. */
  loadMore: () => Promise<void>;
  emptyText: string;
}

/** A paged list of contracts; each opens its detail. */
export function ContractOrderList({ orders, isError, hasMore, onRetry, loadMore, emptyText }: ContractOrderListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  if (orders === undefined) {
    return (
      <Card>
        <QueryState isError={isError} rows={6} onRetry={onRetry} />
      </Card>
    );
  }
  return (
    <>
      {orders.length === 0 && !hasMore ? (
        <Card>
          <StatusBlock status="empty" title={emptyText} description={t('contract.emptyHint')} />
        </Card>
      ) : (
        orders.length > 0 && (
          <Card flush>
            <ul className={styles.list}>
              {orders.map((order) => (
                <ContractOrderRow
                  key={order.id}
                  order={order}
                  timeZone={timeZone}
                  onOpen={() => {
                    void navigate(href(ROUTE.betDetail, { orderNo: order.orderNo }));
                  }}
                />
              ))}
            </ul>
          </Card>
        )
      )}
      {(orders.length > 0 || hasMore) && (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
          {(more, failed, retry) =>
            !more ? (
              <span>{t('contract.noMore')}</span>
            ) : failed ? (
              <button type="button" className={styles.retry} onClick={retry}>
                {t('contract.loadMoreFailed')}
              </button>
            ) : (
              <span>{t('common.loading')}</span>
            )
          }
        </InfiniteScroll>
      )}
    </>
  );
}
