import { currencyScale, type TMiningOrder } from '@meridian/protocol';
import { ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import styles from './mining-order-item.module.css';

export type MiningOrderView = 'machine' | 'purchase';

interface MiningOrderItemProps {
  order: TMiningOrder;
  timeZone: string | undefined;
  /** A machine shows its progress and income; a purchase what was paid, when. */
  view: MiningOrderView;
}

export function MiningOrderItem({ order, timeZone, view }: MiningOrderItemProps) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatMoney(value, currencyScale(order.currency))} ${order.currency}`;
  const isRunning = order.status === 'running';
  return (
    <li className={styles.item} data-testid="mining-order" data-order-no={order.orderNo}>
      <div className={styles.head}>
        <span className={styles.name}>{order.productName}</span>
        <Tag color={isRunning ? 'primary' : 'success'} fill="outline" round>
          {t(`mining.status.${order.status}`)}
        </Tag>
      </div>
      {view === 'machine' ? (
        <>
          <ProgressBar percent={(order.daysPaid / order.lockDays) * 100} aria-label={t('mining.daysPaid', { paid: order.daysPaid, total: order.lockDays })} />
          <dl className={styles.figures}>
            <div>
              <dt>{t('mining.daysPaidLabel')}</dt>
              <dd>{t('mining.daysPaid', { paid: order.daysPaid, total: order.lockDays })}</dd>
            </div>
            <div>
              <dt>{t('mining.daysLeft')}</dt>
              <dd>{t('mining.days', { count: order.lockDays - order.daysPaid })}</dd>
            </div>
            <div>
              <dt>{t('mining.incomePaid')}</dt>
              <dd>{money(order.incomePaid)}</dd>
            </div>
            <div>
              <dt>{t('mining.dailyIncome')}</dt>
              <dd>{money(order.dailyIncome)}</dd>
            </div>
            <div>
              <dt>{t('mining.principal')}</dt>
              <dd>{isRunning ? t('mining.principalLocked', { amount: money(order.price) }) : t('mining.principalReturned', { amount: money(order.price) })}</dd>
            </div>
            <div>
              <dt>{isRunning ? t('mining.nextPayout') : t('mining.finishedAt')}</dt>
              <dd>{formatDateTime((isRunning ? order.nextPayoutAt : order.finishedAt) ?? order.endsAt, timeZone)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <dl className={styles.figures}>
          <div>
            <dt>{t('mining.price')}</dt>
            <dd>{money(order.price)}</dd>
          </div>
          <div>
            <dt>{t('mining.dailyRate')}</dt>
            <dd>{t('mining.percent', { value: order.dailyRate })}</dd>
          </div>
          <div>
            <dt>{t('mining.lockDays')}</dt>
            <dd>{t('mining.days', { count: order.lockDays })}</dd>
          </div>
          <div>
            <dt>{t('mining.endsAt')}</dt>
            <dd>{formatDateTime(order.endsAt, timeZone)}</dd>
          </div>
        </dl>
      )}
      <div className={styles.meta}>
        <span>{order.orderNo}</span>
        <span>{formatDateTime(order.startedAt, timeZone)}</span>
      </div>
    </li>
  );
}
