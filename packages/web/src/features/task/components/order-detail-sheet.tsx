import type { TGoodsOrder } from '@meridian/protocol';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/time';
import { useGoodsOrderInfo } from '../api/get-goods-order-info';
import { GoodsHeader, Lines, useOrderMoneyLines, type Line } from './order-lines';
import styles from './task.module.css';

interface OrderDetailSheetProps {
  /** The order chosen in the list; null: closed. */
  orderNo: string | null;
  timeZone: string | undefined;
  onClose: () => void;
}

function OrderDetail({ order, timeZone }: { order: TGoodsOrder; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const money = useOrderMoneyLines(order);
  const lines: Line[] = [
    { label: t('task.orderNo'), value: order.orderNo },
    { label: t('task.status.label'), value: t(`task.status.${order.status}`), testId: 'task-detail-status' },
    ...money,
    { label: t('task.levelAtGrab'), value: t('task.levelValue', { level: order.level }) },
    { label: t('task.grabbedAt'), value: formatDateTime(order.grabbedAt, timeZone) },
    ...(order.paidAt === null ? [] : [{ label: t('task.paidAt'), value: formatDateTime(order.paidAt, timeZone) }]),
  ];
  return (
    <>
      <GoodsHeader order={order} />
      <Lines lines={lines} />
    </>
  );
}

/** One order as the server has it now (getGoodsOrderInfo), in a sheet over the page. */
export function OrderDetailSheet({ orderNo, timeZone, onClose }: OrderDetailSheetProps) {
  const { t } = useTranslation();
  const order = useGoodsOrderInfo(orderNo);
  return (
    <Popup visible={orderNo !== null} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}>
      {orderNo !== null && (
        <div className={styles.sheet} role="dialog" aria-label={t('task.detailTitle')} data-testid="task-order-detail">
          <h2 className={styles.sheetTitle}>{t('task.detailTitle')}</h2>
          {order.data === undefined ? (
            <QueryState
              isError={order.isError}
              onRetry={() => {
                void order.refetch();
              }}
            />
          ) : (
            <OrderDetail order={order.data} timeZone={timeZone} />
          )}
          <Button block shape="rounded" onClick={onClose}>
            {t('task.close')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
