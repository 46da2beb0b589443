import type { TGoodsOrder } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { GoodsHeader, Lines, useOrderMoneyLines } from './order-lines';
import styles from './task.module.css';

interface WaitingOrderProps {
  order: TGoodsOrder;
  isPaying: boolean;
  onPay: (order: TGoodsOrder) => void;
}

/** The order assigned to the member, waiting to be paid. */
export function WaitingOrder({ order, isPaying, onPay }: WaitingOrderProps) {
  const { t } = useTranslation();
  const lines = useOrderMoneyLines(order);
  return (
    <Card title={t('task.orderTitle')}>
      <div data-testid="task-waiting-order" data-order-no={order.orderNo}>
        <GoodsHeader order={order} />
        <Lines lines={lines} />
        <Button
          className={styles.payButton}
          block
          shape="rounded"
          color="primary"
          loading={isPaying}
          onClick={() => {
            onPay(order);
          }}
        >
          {t('task.pay')}
        </Button>
      </div>
    </Card>
  );
}
