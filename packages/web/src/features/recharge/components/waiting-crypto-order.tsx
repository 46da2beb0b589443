import type { TRechargeOrderInfo } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ROUTE, href } from '../../../config/routes';
import { formatMoney } from '../../../lib/money';
import { useOrderActions } from '../hooks/use-order-actions';
import { CopyRow } from './copy-row';
import { OrderStatusTag } from './order-status-tag';
import styles from './waiting-crypto-order.module.css';

/** The member's crypto deposit that still waits for the operator: view it, or cancel it. */
export function WaitingCryptoOrder({ order }: { order: TRechargeOrderInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useOrderActions();

  return (
    <Card title={t('recharge.waitingCrypto')}>
      <div className={styles.head}>
        <strong className={styles.amount}>
          {formatMoney(order.amount)} {order.currency}
        </strong>
        <OrderStatusTag status={order.status} />
      </div>
      <CopyRow label={t('recharge.orderNo')} value={order.orderNo} />
      <CopyRow label={t('recharge.txid')} value={order.txid} />
      <div className={styles.actions}>
        <Button size="small" fill="outline" loading={actions.isCancelling} onClick={() => void actions.confirmCancel(order.orderNo)}>
          {t('recharge.cancelOrder')}
        </Button>
        <Button size="small" color="primary" onClick={() => void navigate(href(ROUTE.rechargeDetail, { orderNo: order.orderNo }))}>
          {t('recharge.viewOrder')}
        </Button>
      </div>
    </Card>
  );
}
