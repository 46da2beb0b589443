import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { INTEREST_ORDER_STATUSES, type TInterestOrderItem, type TInterestOrderStatus } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import type { OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListFrame } from './order-list-frame';

/** Interest deposits: their terms, the interest accrued so far, and what extraction paid. Read-only. */
export function InterestOrders({ memberId }: OrderListProps) {
  const { t } = useTranslation();
  const statusLabel = (status: TInterestOrderStatus) => t(`orders.interest.statuses.${status}`);
  const amountOrDash = (amount: string | null) => amount ?? '—';

  return (
    <OrderListFrame resource="interest-orders" memberId={memberId} statuses={INTEREST_ORDER_STATUSES} statusLabel={statusLabel} width={1800}>
      <Table.Column<TInterestOrderItem> dataIndex="amount" title={t('common.amount')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TInterestOrderItem> dataIndex="dailyRate" title={t('orders.interest.dailyRate')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="holdDays" title={t('orders.interest.holdDays')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="handlingPercent" title={t('orders.interest.handlingPercent')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="depositedAt" title={t('orders.interest.depositedAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TInterestOrderItem> dataIndex="daysAccrued" title={t('orders.interest.daysAccrued')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="interestAccrued" title={t('orders.interest.interestAccrued')} align="right" />
      <Table.Column<TInterestOrderItem> dataIndex="status" title={t('common.status')} render={(status: TInterestOrderStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
      <Table.Column<TInterestOrderItem> dataIndex="extractedAt" title={t('orders.interest.extractedAt')} render={(time: string | null) => formatTime(time)} />
      <Table.Column<TInterestOrderItem> dataIndex="paidOut" title={t('orders.interest.paidOut')} align="right" render={amountOrDash} />
      <Table.Column<TInterestOrderItem> dataIndex="handlingCharge" title={t('orders.interest.handlingCharge')} align="right" render={amountOrDash} />
      <Table.Column<TInterestOrderItem> dataIndex="interestPaid" title={t('orders.interest.interestPaid')} align="right" render={amountOrDash} />
    </OrderListFrame>
  );
}
