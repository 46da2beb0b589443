import type { TInterestOrder } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { useSession } from '../../../lib/session-store';
import { formatDateTime } from '../../../lib/time';
import styles from './wallet.module.css';

interface DepositItemProps {
  order: TInterestOrder;
  /** Holding deposits offer extraction; extracted ones show what was paid. */
  onExtract?: (order: TInterestOrder) => void;
  isExtracting?: boolean;
}

export function DepositItem({ order, onExtract, isExtracting = false }: DepositItemProps) {
  const { t } = useTranslation();
  // The member's own zone, as their bills show the same deposit.
  const timeZone = useSession((state) => state.user?.timeZone);
  const line = (label: string, value: ReactNode) => (
    <div className={styles.line}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <li className={styles.item} aria-label={t('wallet.depositLabel', { orderNo: order.orderNo })}>
      <dl className={styles.lines}>
        {line(t('wallet.depositAmount'), <Money amount={order.amount} currency={order.currency} />)}
        {line(t('wallet.depositTime'), formatDateTime(order.depositedAt, timeZone))}
        {line(t('wallet.earnedIncome'), <Money amount={order.earnedIncome} currency={order.currency} />)}
        {line(t('wallet.dailyIncome'), <Money amount={order.dailyIncome} currency={order.currency} />)}
        {line(t('wallet.status'), order.isExtracted ? t('wallet.extracted') : t('wallet.holding', { days: order.daysAccrued, hold: order.holdDays }))}
        {order.isExtracted && order.extractedAt !== null && line(t('wallet.extractedAt'), formatDateTime(order.extractedAt, timeZone))}
        {order.handlingCharge !== null && order.isExtracted && line(t('wallet.handlingChargePaid'), <Money amount={order.handlingCharge} currency={order.currency} />)}
        {order.paidOut !== null && line(t('wallet.paidOut'), <Money amount={order.paidOut} currency={order.currency} />)}
      </dl>
      {onExtract && !order.isExtracted && (
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={isExtracting}
          onClick={() => {
            onExtract(order);
          }}
        >
          {t('wallet.extract')}
        </Button>
      )}
    </li>
  );
}
