import type { TRechargeOrderInfo } from '@meridian/protocol';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import { Page } from '../../../components/page';
import { Loaded } from '../../../components/query-state';
import { StatusBlock } from '../../../components/status-block';
import { ROUTE, href } from '../../../config/routes';
import { useSession } from '../../../lib/session-store';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { isUnfinished, useOrderInfo } from '../api/get-order-info';
import { BalanceLine } from '../components/balance-line';
import { CopyRow } from '../components/copy-row';
import { OrderStatusTag } from '../components/order-status-tag';
import { useOrderActions } from '../hooks/use-order-actions';
import { useRefreshOnChange } from '../hooks/use-refresh-on-change';
import { MODE_KEY, STATUS_KEY } from '../lib/order-status';
import styles from './recharge-pages.module.css';

/**
 * recharge/detail: one order, every field of it, with copy buttons. While it waits (for payment
 * or for the operator) the page asks again every 5 s; once it is credited the balance refreshes.
 */
export function RechargeDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const order = useOrderInfo(orderNo);
  return (
    <Page title={t('titles.rechargeDetail')}>
      {orderNo === '' ? <StatusBlock status="empty" title={t('recharge.orderMissing')} /> : <Loaded query={order}>{(data) => <OrderDetail order={data} />}</Loaded>}
    </Page>
  );
}

function OrderDetail({ order }: { order: TRechargeOrderInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useSession((state) => state.user?.timeZone);
  const actions = useOrderActions();
  // Credited, rejected or cancelled: the balance and the other deposit screens learn it too (and
  // the balance also when the order was already credited on arrival).
  useRefreshOnChange(`${order.orderNo}:${order.status}`, order.status === 'completed');
  const unfinished = isUnfinished(order);

  const time = (epochMs: number) => formatDateTime(epochMs, timeZone);
  const money = (amount: string) => `${formatMoney(amount)} ${order.currency}`;

  return (
    <>
      <Card>
        <div className={styles.summary}>
          <span className={styles.summaryLabel}>{t('recharge.amount')}</span>
          <span className={styles.summaryAmount} data-testid="order-amount">
            {money(order.amount)}
          </span>
          <OrderStatusTag status={order.status} />
          {unfinished && <span className={styles.note}>{t(order.status === 'waiting_payment' ? 'recharge.waitingPaymentHint' : 'recharge.pendingReviewHint')}</span>}
          {order.status === 'completed' && order.completedAt !== null && (
            <span className={styles.note}>{t('recharge.creditedAt', { time: time(order.completedAt) })}</span>
          )}
        </div>
        {order.rejectReason !== '' && (
          <p className={styles.reason} data-testid="reject-reason">
            {t('recharge.rejectReason', { reason: order.rejectReason })}
          </p>
        )}
      </Card>
      {order.status === 'completed' && <BalanceLine />}
      <Card title={t('recharge.orderDetails')}>
        <CopyRow label={t('recharge.orderNo')} value={order.orderNo} copyable testId="order-no" />
        <CopyRow label={t('recharge.time')} value={time(order.createdAt)} />
        <CopyRow label={t('recharge.mode')} value={t(`recharge.modes.${MODE_KEY[order.mode]}`)} testId="order-mode" />
        {order.mode === 'offline' && (
          <>
            <CopyRow label={t('recharge.bankType')} value={order.bankType} testId="order-bank" />
            <CopyRow label={t('recharge.cardNumber')} value={order.cardNumber} copyable testId="order-card" />
            <CopyRow label={t('recharge.holder')} value={order.holder} copyable testId="order-holder" />
            <CopyRow label={t('recharge.realName')} value={order.payerName} />
          </>
        )}
        {order.mode === 'crypto' && (
          <>
            <CopyRow label={t('recharge.network')} value={order.network} />
            <CopyRow label={t('recharge.address')} value={order.address} copyable testId="order-address" />
            <CopyRow label={t('recharge.rate')} value={order.rate ?? ''} testId="order-rate" />
            <CopyRow label={t('recharge.coins')} value={order.coinCount ?? ''} testId="order-coins" />
            <CopyRow label={t('recharge.txid')} value={order.txid} copyable testId="order-txid" />
          </>
        )}
        <CopyRow label={t('recharge.amount')} value={money(order.amount)} />
        <CopyRow label={t('recharge.statusLabel')} value={t(`recharge.status.${STATUS_KEY[order.status]}`)} />
      </Card>
      <div className={styles.actions}>
        {order.mode === 'online' && order.status === 'waiting_payment' && (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={actions.isPaying}
            onClick={() => {
              actions.payNow(order.orderNo);
            }}
          >
            {t('recharge.payNow')}
          </Button>
        )}
        {unfinished && (
          <Button block size="large" shape="rounded" loading={actions.isCancelling} onClick={() => void actions.confirmCancel(order.orderNo)}>
            {t('recharge.cancelOrder')}
          </Button>
        )}
        <Button block fill="none" color="primary" onClick={() => void navigate(href(ROUTE.billRecord, { type: 'recharge' }))}>
          {t('recharge.viewRecords')}
        </Button>
      </div>
    </>
  );
}
