import type { TGoodsOrder } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { Money } from '../../../components/money';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/time';
import { useGoodsOrderList } from '../api/get-goods-order-list';
import styles from './task.module.css';

interface OrderHistoryProps {
  timeZone: string | undefined;
  onOpen: (order: TGoodsOrder) => void;
}

/** The member's goods orders, newest first, a page at a time; a tap opens one. */
export function OrderHistory({ timeZone, onOpen }: OrderHistoryProps) {
  const { t } = useTranslation();
  const orders = useGoodsOrderList();
  const list = orders.data?.pages.flatMap((page) => page.list);
  return (
    <Card title={t('task.historyTitle')} flush>
      {list === undefined ? (
        <div className={styles.more}>
          <QueryState
            isError={orders.isError}
            onRetry={() => {
              void orders.refetch();
            }}
          />
        </div>
      ) : list.length === 0 ? (
        <div className={styles.more}>
          <p className={styles.empty}>{t('task.noOrders')}</p>
          <p className={styles.note}>{t('task.noOrdersHint')}</p>
        </div>
      ) : (
        <>
          <ul className={styles.list}>
            {list.map((order) => (
              <li key={order.orderNo} data-testid="task-order" data-order-no={order.orderNo} data-status={order.status}>
                <button
                  type="button"
                  className={styles.row}
                  aria-label={t('task.orderLabel', { orderNo: order.orderNo })}
                  onClick={() => {
                    onOpen(order);
                  }}
                >
                  <img className={styles.rowImage} src={order.goodsImage} alt="" />
                  <span className={styles.rowMain}>
                    <span className={styles.rowName}>{order.goodsName}</span>
                    <span className={styles.rowTime}>{formatDateTime(order.paidAt ?? order.grabbedAt, timeZone)}</span>
                  </span>
                  <span className={styles.rowSide}>
                    <Money amount={order.price} currency={order.currency} />
                    <span className={styles.gain}>
                      +<Money amount={order.commission} />
                    </span>
                    <span className={styles.status}>{t(`task.status.${order.status}`)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            {orders.hasNextPage ? (
              <Button
                block
                fill="none"
                loading={orders.isFetchingNextPage}
                onClick={() => {
                  void orders.fetchNextPage();
                }}
              >
                {t('task.more')}
              </Button>
            ) : (
              <p className={styles.empty}>{t('task.noMore')}</p>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
