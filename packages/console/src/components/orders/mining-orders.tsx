import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { type LocalizedText, MINING_ORDER_STATUSES, type TMiningOrderItem, type TMiningOrderStatus } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import type { OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListFrame } from './order-list-frame';

/** Mining machines members bought, on the terms they bought them on, and how far payouts have gone. Read-only. */
export function MiningOrders({ memberId }: OrderListProps) {
  const { t } = useTranslation();
  const statusLabel = (status: TMiningOrderStatus) => t(`orders.mining.statuses.${status}`);

  return (
    <OrderListFrame resource="mining-orders" memberId={memberId} statuses={MINING_ORDER_STATUSES} statusLabel={statusLabel} width={1600}>
      <Table.Column<TMiningOrderItem> dataIndex="productName" title={t('orders.mining.product')} render={(name: LocalizedText) => shownText(name)} />
      <Table.Column<TMiningOrderItem> dataIndex="price" title={t('orders.mining.price')} align="right" />
      <Table.Column<TMiningOrderItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TMiningOrderItem> dataIndex="dailyRate" title={t('orders.mining.dailyRate')} align="right" />
      <Table.Column<TMiningOrderItem> dataIndex="dailyIncome" title={t('orders.mining.dailyIncome')} align="right" />
      <Table.Column<TMiningOrderItem> dataIndex="daysPaid" title={t('orders.mining.daysPaid')} align="right" />
      <Table.Column<TMiningOrderItem> dataIndex="lockDays" title={t('orders.mining.lockDays')} align="right" />
      <Table.Column<TMiningOrderItem> dataIndex="status" title={t('common.status')} render={(status: TMiningOrderStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
      <Table.Column<TMiningOrderItem> dataIndex="startedAt" title={t('orders.mining.startedAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TMiningOrderItem> dataIndex="endsAt" title={t('orders.mining.endsAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TMiningOrderItem> dataIndex="finishedAt" title={t('orders.mining.finishedAt')} render={(time: string | null) => formatTime(time)} />
    </OrderListFrame>
  );
}
