import { Image, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { shownText } from '../../lib/shown-text';
import { TASK_ORDER_FILTER_STATUSES, type TGoodsOrderStatus, type TTaskOrderItem } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import type { OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListFrame } from './order-list-frame';

/** Goods orders members grabbed (their tasks), with the price and commission fixed when grabbed. Read-only. */
export function TaskOrders({ memberId }: OrderListProps) {
  const { t } = useTranslation();
  const statusLabel = (status: TGoodsOrderStatus) => t(`orders.tasks.statuses.${status}`);

  return (
    <OrderListFrame resource="task-orders" memberId={memberId} statuses={TASK_ORDER_FILTER_STATUSES} statusLabel={statusLabel} width={1500}>
      <Table.Column<TTaskOrderItem>
        key="goods"
        title={t('orders.tasks.goods')}
        render={(_, order) => (
          <Space>
            <Image src={order.goodsImage} alt="" width={32} height={32} preview={false} style={{ objectFit: 'cover' }} />
            {shownText(order.goodsName)}
          </Space>
        )}
      />
      <Table.Column<TTaskOrderItem> dataIndex="price" title={t('orders.tasks.price')} align="right" />
      <Table.Column<TTaskOrderItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TTaskOrderItem> dataIndex="commission" title={t('orders.tasks.commission')} align="right" />
      <Table.Column<TTaskOrderItem> dataIndex="commissionPercent" title={t('orders.tasks.commissionPercent')} align="right" />
      <Table.Column<TTaskOrderItem> dataIndex="level" title={t('orders.tasks.level')} align="right" />
      <Table.Column<TTaskOrderItem> dataIndex="taskDay" title={t('orders.tasks.taskDay')} />
      <Table.Column<TTaskOrderItem> dataIndex="status" title={t('common.status')} render={(status: TGoodsOrderStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
      <Table.Column<TTaskOrderItem> dataIndex="grabbedAt" title={t('orders.tasks.grabbedAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TTaskOrderItem> dataIndex="paidAt" title={t('orders.tasks.paidAt')} render={(time: string | null) => formatTime(time)} />
    </OrderListFrame>
  );
}
