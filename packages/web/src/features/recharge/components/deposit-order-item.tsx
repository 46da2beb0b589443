import { UNFINISHED_RECHARGE_STATUSES, currencyScale, type TRechargeRecordItem } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import listRow from '../../../components/list-row.module.css';
import { cx } from '../../../lib/class-names';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useOrderActions } from '../hooks/use-order-actions';
import { MODE_KEY } from '../lib/order-status';
import { OrderStatusTag } from './order-status-tag';
import styles from './deposit-order-item.module.css';

interface DepositOrderItemProps {
  order: TRechargeRecordItem;
  timeZone: string | undefined;
  onOpen: () => void;
}

/**
 * One deposit order in the member's list: amount, status, method and time, and why an operator
 * rejected it. An unfinished one blocks every new deposit (3008), so it says so and offers what
 * ends it right here: pay it (online) or cancel it.
 */
export function DepositOrderItem({ order, timeZone, onOpen }: DepositOrderItemProps) {
  const { t } = useTranslation();
  const actions = useOrderActions();
  const isUnfinished = UNFINISHED_RECHARGE_STATUSES.includes(order.status);
  return (
    <li className={cx(listRow.item, styles.item)} data-testid="deposit-order" data-order-no={order.orderNo}>
      <button type="button" className={cx(listRow.row, listRow.button)} onClick={onOpen} aria-label={t('recharge.openOrder', { orderNo: order.orderNo })}>
        <div className={listRow.main}>
          <div className={styles.head}>
            <span className={styles.amount} data-testid="deposit-amount">
              {formatMoney(order.amount, currencyScale(order.currency))} {order.currency}
            </span>
            <OrderStatusTag status={order.status} />
          </div>
          <div className={listRow.meta}>
            {t(`recharge.modes.${MODE_KEY[order.mode]}`)} · {formatDateTime(order.createdAt, timeZone)}
          </div>
          {order.rejectReason !== '' && (
            <div className={styles.reason} data-testid="deposit-reason">
              {t('recharge.rejectReason', { reason: order.rejectReason })}
            </div>
          )}
        </div>
        <RightOutline className={listRow.arrow} aria-hidden="true" />
      </button>
      {isUnfinished && (
        <div className={styles.unfinished}>
          <p className={styles.hint}>{t(order.status === 'waiting_payment' ? 'recharge.unfinishedPaymentHint' : 'recharge.unfinishedReviewHint')}</p>
          <div className={styles.actions}>
            <Button size="small" fill="outline" loading={actions.isCancelling} onClick={() => void actions.confirmCancel(order.orderNo)}>
              {t('recharge.cancelOrder')}
            </Button>
            {order.mode === 'online' && order.status === 'waiting_payment' && (
              <Button
                size="small"
                color="primary"
                loading={actions.isPaying}
                onClick={() => {
                  actions.payNow(order.orderNo);
                }}
              >
                {t('recharge.payNow')}
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
