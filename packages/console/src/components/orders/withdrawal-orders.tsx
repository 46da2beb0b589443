import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type TWithdrawalItem, type TWithdrawalStatus, WITHDRAWAL_STATUSES } from '@meridian/protocol';
import { formatTime } from '../../lib/format-time';
import { methodLabel } from '../../lib/payment-method';
import { DayRangeField } from '../day-range-field';
import { useOrderHistory, type OrderHistory, type OrderListProps } from '../order-history';
import { StatusTag } from '../status-tag';
import { OrderListView } from './order-list-frame';

/** Withdrawals over a table the page holds (the Withdrawals page, whose Export CSV reads its filters). */
export function WithdrawalOrderList({ memberId, table }: OrderListProps & { table: OrderHistory<TWithdrawalItem> }) {
  const { t } = useTranslation();
  const statusLabel = (status: TWithdrawalStatus) => t(`withdrawals.statuses.${status}`);
  return (
    <OrderListView resource="withdrawals" memberId={memberId} table={table} statuses={WITHDRAWAL_STATUSES} statusLabel={statusLabel} width={1200} filters={<DayRangeField />}>
      <Table.Column<TWithdrawalItem> dataIndex="amount" title={t('common.amount')} align="right" />
      <Table.Column<TWithdrawalItem> dataIndex="fee" title={t('withdrawals.fee')} align="right" />
      <Table.Column<TWithdrawalItem> dataIndex="actualAmount" title={t('withdrawals.actualAmount')} align="right" />
      <Table.Column<TWithdrawalItem> dataIndex="currency" title={t('common.currency')} />
      <Table.Column<TWithdrawalItem> dataIndex="method" title={t('withdrawals.method')} render={(method: string) => methodLabel(t, method)} />
      <Table.Column<TWithdrawalItem>
        dataIndex="destination"
        title={t('withdrawals.destination')}
        render={(destination: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{destination}</Typography.Text>}
      />
      <Table.Column<TWithdrawalItem> dataIndex="status" title={t('common.status')} render={(status: TWithdrawalStatus) => <StatusTag status={status} label={statusLabel(status)} />} />
      <Table.Column<TWithdrawalItem> dataIndex="createdAt" title={t('common.createdAt')} render={(time: string) => formatTime(time)} />
      <Table.Column<TWithdrawalItem> dataIndex="reviewedAt" title={t('common.reviewedAt')} render={(time: string | null) => formatTime(time)} />
      <Table.Column<TWithdrawalItem> dataIndex="reason" title={t('common.reason')} />
    </OrderListView>
  );
}

/** One member's withdrawals (the member page's tab), paged by the Withdrawals list with their id. */
export function WithdrawalOrders({ memberId }: OrderListProps) {
  return <WithdrawalOrderList memberId={memberId} table={useOrderHistory<TWithdrawalItem>('withdrawals', memberId)} />;
}
