import { Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_DIRECTIONS, CONTRACT_FILTER_STATUSES, type ContractDirection, type TContractOrderItem, type TContractStatus } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import type { OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListFrame } from './order-list-frame';
import { TickCell } from './tick-cell';

/**
 * Contracts with the two recorded ticks each was priced on: the entry tick it was bought at and
 * the exit tick of its expiry second it settled on, so an operator can check any outcome against
 * the K-line as the member can. Read-only.
 */
export function ContractOrders({ memberId }: OrderListProps) {
  const { t } = useTranslation();
  const directionLabel = (direction: ContractDirection) => t(`orders.contracts.directions.${direction}`);

  return (
    <OrderListFrame
      resource="contracts"
      memberId={memberId}
      statuses={CONTRACT_FILTER_STATUSES}
      statusLabel={(status) => t(`orders.contracts.filterStatuses.${status}`)}
      width={1700}
      filters={
        <Form.Item name="direction" label={t('orders.contracts.direction')}>
          <Select
            allowClear
            placeholder={t('orders.contracts.bothDirections')}
            style={{ width: 160 }}
            options={CONTRACT_DIRECTIONS.map((direction) => ({ value: direction, label: directionLabel(direction) }))}
          />
        </Form.Item>
      }
    >
      <Table.Column<TContractOrderItem> dataIndex="allname" title={t('orders.contracts.pair')} />
      <Table.Column<TContractOrderItem> dataIndex="direction" title={t('orders.contracts.direction')} render={directionLabel} />
      <Table.Column<TContractOrderItem> dataIndex="amount" title={t('common.amount')} align="right" />
      <Table.Column<TContractOrderItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TContractOrderItem> dataIndex="seconds" title={t('orders.contracts.seconds')} align="right" />
      <Table.Column<TContractOrderItem> dataIndex="yieldPercent" title={t('orders.contracts.yieldPercent')} align="right" />
      <Table.Column<TContractOrderItem> key="entryTick" title={t('orders.contracts.entryTick')} render={(_, contract) => <TickCell price={contract.purchasePrice} at={contract.purchaseTickAt} />} />
      <Table.Column<TContractOrderItem>
        key="exitTick"
        title={t('orders.contracts.exitTick')}
        render={(_, contract) =>
          contract.settlePrice === null || contract.settleTickAt === null ? (
            <Typography.Text type="secondary">{t('orders.contracts.settlesAt', { time: formatTime(contract.expiresAt) })}</Typography.Text>
          ) : (
            <TickCell price={contract.settlePrice} at={contract.settleTickAt} />
          )
        }
      />
      <Table.Column<TContractOrderItem>
        dataIndex="status"
        title={t('common.status')}
        render={(status: TContractStatus) => <StatusTag status={status} label={t(`orders.contracts.statuses.${status}`)} />}
      />
      <Table.Column<TContractOrderItem> dataIndex="profit" title={t('orders.contracts.profit')} align="right" render={(profit: string | null) => profit ?? '—'} />
      <Table.Column<TContractOrderItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TContractOrderItem> dataIndex="settledAt" title={t('orders.contracts.settledAt')} render={(time: string | null) => formatTime(time)} />
    </OrderListFrame>
  );
}
